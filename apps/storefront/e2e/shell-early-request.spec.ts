// index.html's inline early request (src/early): the shop is asked for once, before the app runs,
// a shop home preloads its route's code and its first pictures, and a product page its product and picture.
import type { Page } from '@playwright/test';
import { API_URL, expect, gotoShop, test } from './fixtures/index.ts';

function countShopRequests(page: Page, slug: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url() === `${API_URL}/api/shop/online-shop/${slug}`) count += 1;
  });
  return () => count;
}

test('a shop home asks for its shop once and preloads its route code, banner and featured picture', async ({ page }) => {
  const shopRequests = countShopRequests(page, 'rongdhonu');
  await gotoShop(page, 'rongdhonu', 'shop-home');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(shopRequests()).toBe(1);

  const preloadedImages = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  const bannerSrc = await page.locator('main img[fetchpriority="high"]').first().getAttribute('src');
  expect(preloadedImages).toContain(bannerSrc);
  const routeChunks = await page.locator('link[rel="modulepreload"]').evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  expect(routeChunks.some((href) => /\/assets\/shop-home-[\w-]+\.js$/u.test(href))).toBe(true);
});

test('a category page asks for its shop once too', async ({ page }) => {
  const shopRequests = countShopRequests(page, 'rongdhonu');
  await gotoShop(page, 'rongdhonu', 'shop-category', { params: { category_slug: 'saree' } });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(shopRequests()).toBe(1);
});

test('a product page asks for its shop and its product once, and preloads the product picture', async ({ page }) => {
  const shopRequests = countShopRequests(page, 'rongdhonu');
  let productRequests = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/api/shop/product/jamdani-saree?`)) productRequests += 1;
  });
  await gotoShop(page, 'rongdhonu', 'shop-product-details', { params: { product_slug: 'jamdani-saree' } });
  const picture = page.locator('main img[fetchpriority="high"]').first();
  await expect(picture).toBeVisible();
  expect(shopRequests()).toBe(1);
  expect(productRequests).toBe(1);

  const preloadedImages = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  expect(preloadedImages).toContain(await picture.getAttribute('src'));
});
