// Axe scans of the shopping screens: product, cart and checkout (no serious or critical violations).
import { inStockProducts, seedCart } from './fixtures/cart.ts';
import { expect, expectNoSeriousA11yViolations, gotoShop, resetStorage, test } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
});

test('product page', async ({ page }) => {
  const [product] = await inStockProducts(page, 'rongdhonu', 1);
  await gotoShop(page, 'rongdhonu', 'shop-product-details', { params: { product_slug: product!.slug } });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
});

test('cart page', async ({ page }) => {
  const products = await inStockProducts(page, 'rongdhonu', 2);
  await seedCart(
    page,
    'rongdhonu',
    products.map((product) => ({ product, quantity: 1 })),
  );
  await gotoShop(page, 'rongdhonu', 'shop-cart');
  await expect(page.getByRole('complementary').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('checkout page, also with its errors showing', async ({ page }) => {
  const [product] = await inStockProducts(page, 'rongdhonu', 1);
  await seedCart(page, 'rongdhonu', [{ product: product!, quantity: 2 }]);
  await gotoShop(page, 'rongdhonu', 'shop-checkout');
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  await expect(page.getByText('নাম দেওয়া আবশ্যক')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
