// Axe scans: no serious or critical violations on a shop home (each theme) and with the overlays open.
import { demoShops, expect, expectNoSeriousA11yViolations, gotoShop, scrollToFooter, test } from './fixtures/index.ts';

for (const shop of [demoShops.rongdhonu, demoShops.shobjiBazar, demoShops.boighor]) {
  test(`shop home of ${shop.slug} (theme ${shop.theme})`, async ({ page }) => {
    await gotoShop(page, shop.slug, 'shop-home');
    await page.waitForLoadState('networkidle');
    await scrollToFooter(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('cart drawer, category drawer and search overlay', async ({ page }) => {
  await gotoShop(page, 'rongdhonu', 'shop-home');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /কার্ট/u }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: 'ক্যাটাগরি' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await header.getByRole('button', { name: 'পণ্য খুঁজুন' }).first().click();
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
