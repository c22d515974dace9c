// The Meta catalogue feed (issue 31 item 4) from the owner's phone in Bengali: the demo shop's feed address works
// right after the start, holds its sizes and colours, and a new address ends the old one at once.
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("shows the demo shop's working feed address and replaces it", async ({ page, api }) => {
  const owner = await api.demoOwner('rongdhonu');
  await page.goto(`/admin/${owner.shop.slug}/settings?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  const section = page.getByRole('region', { name: 'মেটা ক্যাটালগ ফিড' });
  await section.scrollIntoViewIfNeeded();
  const csv = section.getByRole('textbox', { name: 'ফিডের ঠিকানা (CSV)' });
  await expect(csv).toHaveValue(/\/api\/shop\/meta-feed\/\d+\/[\w-]{32}\/products\.csv$/u);
  await expect(section.getByRole('textbox', { name: 'ফিডের ঠিকানা (XML)' })).toHaveValue(/\/products\.xml$/u);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const first = await csv.inputValue();
  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  const text = await feed.text();
  expect(text.split('\r\n')[0]).toMatch(/^id,item_group_id,title,description,availability,condition,price,/u);
  expect(text).toContain('?variant=');
  expect(text).toContain(' BDT');

  await section.getByRole('button', { name: 'নতুন ঠিকানা তৈরি করুন' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ফিডের নতুন ঠিকানা তৈরি করবেন?' });
  await confirm.getByRole('button', { name: 'নতুন ঠিকানা তৈরি করুন' }).click();
  await expect(page.getByText('ফিডের নতুন ঠিকানা তৈরি হয়েছে')).toBeVisible();
  await expect(csv).not.toHaveValue(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(await csv.inputValue())).status()).toBe(200);
});
