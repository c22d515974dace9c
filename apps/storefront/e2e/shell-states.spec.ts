// docs/product/storefront.md storefront shell states against the seeded API: unpublished shop, unknown shop, API down.
import { expect, gotoShop, test, useLanguage } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('an unpublished shop shows the Unpublished Shop panel with Return Home to /', async ({ page }) => {
  await gotoShop(page, 'purono-dokan', 'shop-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Unpublished Shop' })).toBeVisible();
  await expect(
    page.getByText(
      "Oh no this shop is no longer published, please contact the shop's public number or else the owner's mobile number",
    ),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/u);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your own shop' })).toBeVisible();
});

test('an unknown shop shows Shop Not Found with Try Again and Go Home', async ({ page }) => {
  await gotoShop(page, 'no-such-shop-here', 'shop-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop Not Found' })).toBeVisible();
  await expect(page.getByText('Please Check Shop URL or Contact the shop owner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page.getByRole('link', { name: 'Open your own shop' })).toBeVisible();
});
// The API being down is the server's business now: e2e/ssr-http.spec.ts (503 with the error panel).
