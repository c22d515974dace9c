// Moving a catalogue in by CSV on a phone (issue 28 item 5): the owner picks the demo Shopify file, reads the dry run,
// confirms, and the progress bar reaches 100 %; the shop then sells the imported sizes and colours.
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DEMO_CSV = fileURLToPath(new URL('../../../docs/demo/products-shopify.csv', import.meta.url));

test('the owner imports the demo CSV on a phone and sees the progress reach 100 %', async ({ page, api }) => {
  const owner = await api.newOwner('Import Shop');
  await page.goto(`/admin/${owner.shop.slug}/products?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  await page.getByRole('button', { name: 'ইমপোর্ট', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'পণ্য ইমপোর্ট' });
  await dialog.getByLabel('CSV ফাইল').setInputFiles(DEMO_CSV);

  const products = dialog.getByRole('list', { name: 'ফাইলের পণ্যগুলো' });
  await expect(products.getByRole('listitem')).toHaveCount(4);
  await expect(products.getByRole('listitem', { name: 'লিনেন পাঞ্জাবি' })).toContainText('৬টি ভ্যারিয়েন্ট');
  await expect(products.getByRole('listitem', { name: 'লিনেন পাঞ্জাবি' })).toContainText('নতুন');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await dialog.getByRole('button', { name: '৪টি পণ্য ইমপোর্ট করুন' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'ইমপোর্টের অগ্রগতি' });
  await expect(bar).toHaveAttribute('value', '100', { timeout: 30_000 });
  await expect(dialog.getByText('ইমপোর্ট শেষ ১০০%')).toBeVisible();
  await expect(dialog.getByText('৪টির মধ্যে ৪টি পণ্য: ৪টি নতুন, ০টি বদলেছে, ০টি ছবি')).toBeVisible();
  await dialog.getByRole('button', { name: 'সম্পন্ন' }).click();

  // The list shows the imported products, and the shop sells each size and colour at the CSV's price.
  await expect(page.getByText('লিনেন পাঞ্জাবি')).toBeVisible();
  const panjabi = await api.productDetail(owner.shop.id, 'linen-panjabi');
  expect(panjabi.variants).toHaveLength(6);
  const sharee = await api.productDetail(owner.shop.id, 'tant-sharee');
  expect(sharee.selling_price).toBe(1800);
});
