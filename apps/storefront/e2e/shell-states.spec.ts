// docs/product/storefront.md storefront shell states against the seeded API: unpublished shop, unknown shop, API down.
import { demoShops, expect, gotoShop, test, useLanguage } from './fixtures/index.ts';

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

test("an unpublished shop's product page shows only the panel and asks for nothing of its catalogue, opened directly or by a client navigation", async ({
  page,
}) => {
  const { slug, product } = demoShops.puronoDokan;
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/shop\/(products|product\/|search|pages\/)/u.test(pathname)) catalogueCalls.push(pathname);
  });
  const expectPanelOnly = async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Unpublished Shop' })).toBeVisible();
    await expect(page.getByText(product.name)).toHaveCount(0);
    await expect(page.getByText(product.bnName)).toHaveCount(0);
    expect(catalogueCalls).toEqual([]);
  };

  await gotoShop(page, slug, 'shop-product-details', { params: { product_slug: product.slug } });
  await expectPanelOnly();

  // From the market's Home to the shop's, in the browser.
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Shop address or name' }).fill(slug);
  await page.getByRole('link', { name: 'Visit' }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${slug}$`, 'u'));
  await expectPanelOnly();
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
