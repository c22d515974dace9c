// The search results grid follows the window: its columns change when the page is resized.
import { expect, gotoShop, test, useLanguage } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await useLanguage(page, 'en');
});

test('the search grid takes fewer columns when the window narrows, more when it widens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoShop(page, 'rongdhonu', 'shop-home');
  await page.getByRole('banner').getByRole('button', { name: 'Search products' }).first().click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('sa');
  const grid = page.getByRole('region', { name: 'Search results' }).getByRole('list');
  await expect(grid).toBeVisible();
  const wide = Number(await grid.getAttribute('data-columns'));
  expect(wide).toBeGreaterThanOrEqual(4);

  await page.setViewportSize({ width: 420, height: 800 });
  await expect(grid).toHaveAttribute('data-columns', '2');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(grid).toHaveAttribute('data-columns', String(wide));
});
