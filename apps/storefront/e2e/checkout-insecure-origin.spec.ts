// Checkout on a page that is not a secure context (issue 27, item 8): a shop's own domain over plain HTTP, as in
// development (boighor.test, mapped to this machine by @haat/playwright-config), has no crypto.randomUUID, nor has
// Chrome before 92. The order must go through there too.
import { inStockProducts, seedCart } from './fixtures/cart.ts';
import { BOIGHOR_DOMAIN_URL, expect, resetStorage, shopUrl, test, useLanguage } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await resetStorage(page, BOIGHOR_DOMAIN_URL);
  await useLanguage(page, 'en');
});

test('an order goes through on a shop domain served over plain HTTP', async ({ page }) => {
  const [product] = await inStockProducts(page, 'boighor', 1);
  if (!product) throw new Error('boighor has no product in stock');
  await seedCart(page, 'boighor', [{ product, quantity: 1 }]);
  await page.goto(shopUrl('boighor', 'shop-checkout', { origin: BOIGHOR_DOMAIN_URL }));
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);

  await page.getByLabel('Full name').fill('Plain Http');
  await page.getByLabel('Mobile number').fill('01711000002');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Upazila, thana or area').selectOption('Uttara');
  await page.getByLabel('House, road, village').fill('House 4, Road 2, Uttara');
  await page.getByRole('radio').first().check();
  const placed = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/shop/orders'),
  );
  await page.getByRole('button', { name: 'Place order' }).click();

  const key = (await placed).headers()['idempotency-key'] ?? '';
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  await expect(page.getByTestId('order-code')).toHaveText(/^HT-[A-Z0-9]+$/u);
});
