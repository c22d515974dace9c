// A shopper's whole way: browse, search, cart popup and drawer, checkout, order success, tracking.
import { inStockProducts, seedCart } from './fixtures/cart.ts';
import { expect, gotoShop, resetStorage, shopUrl, test, useLanguage } from './fixtures/index.ts';

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'en');
});

test('browse → search → add to cart (popup) → drawer → checkout → order success → track order', async ({ page }) => {
  const [product] = await inStockProducts(page, 'rongdhonu', 1);
  if (!product) throw new Error('rongdhonu has no product in stock');

  // Browse: the home's newest products, then a category.
  await gotoShop(page, 'rongdhonu', 'shop-home');
  const arrivals = page.getByRole('list', { name: 'New arrivals' });
  await expect(arrivals.getByRole('article').first()).toBeVisible();
  await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/rongdhonu\/category\/[^?]+\?id=\d+$/u);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Search: at least two letters of the product's name find it.
  await page.getByRole('banner').getByRole('button', { name: 'Search products' }).first().click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name.slice(0, 4));
  const results = page.getByRole('region', { name: 'Search results' });
  await results
    .getByRole('link', { name: new RegExp(product.name.slice(0, 4), 'iu') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/rongdhonu\/product\//u);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  // Add to cart: the confirmation popup shows the item.
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(name)).toBeVisible();
  await popup.getByRole('button', { name: 'Continue shopping' }).click();

  // The drawer leads to checkout.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 1 item/u })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText(name)).toBeVisible();
  await drawer.getByRole('button', { name: 'Order on cash on delivery' }).click();
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-checkout'));

  // Checkout: cash on delivery.
  await page.getByLabel('Full name').fill('E2E Shopper');
  await page.getByLabel('Mobile number').fill('01711000027');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Upazila, thana or area').selectOption('Mirpur 10');
  await page.getByLabel('House, road, village').fill('House 12, Road 3, Mirpur 10');
  await page.getByRole('radio').first().check();
  await expect(page.getByTestId('estimated-total')).toContainText('Estimated total');
  await page.getByRole('button', { name: 'Place order' }).click();

  // Order success: the code and the server's total.
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  const code = ((await page.getByTestId('order-code').textContent()) ?? '').trim();
  expect(code).not.toBe('');
  await expect(page.getByTestId('order-total')).toContainText('৳');
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: /^Cart, 0 items/u })
      .first(),
  ).toBeVisible();

  // Track order: the code finds exactly this order and shows it, without the shopper's personal details.
  await page.getByRole('main').getByRole('link', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${code}` })).toBeVisible();
  await expect(page).toHaveURL(shopUrl('rongdhonu', 'shop-track-order', { query: { query: code } }));
  await expect(page.getByText('Pending').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery details' })).toHaveCount(0);
});

test('a double click on Place order makes one order', async ({ page }) => {
  const [product] = await inStockProducts(page, 'shobji-bazar', 1);
  if (!product) throw new Error('shobji-bazar has no product in stock');
  await seedCart(page, 'shobji-bazar', [{ product, quantity: 1 }]);
  await gotoShop(page, 'shobji-bazar', 'shop-checkout');
  await page.getByLabel('Full name').fill('Double Clicker');
  await page.getByLabel('Mobile number').fill('01711000001');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Upazila, thana or area').selectOption('Dhanmondi');
  await page.getByLabel('House, road, village').fill('House 1, Road 1, Dhanmondi');
  await page.getByRole('radio').first().check();

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/shop/orders')) {
      posts.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order has been placed.' })).toBeVisible();
  expect(posts).toHaveLength(1);
});

test("checkout marks the delivery area required as it marks every field, in the fields' colour", async ({ page }) => {
  const [product] = await inStockProducts(page, 'rongdhonu', 1);
  if (!product) throw new Error('rongdhonu has no product in stock');
  await seedCart(page, 'rongdhonu', [{ product, quantity: 1 }]);
  await gotoShop(page, 'rongdhonu', 'shop-checkout');
  const colourOf = (mark: ReturnType<typeof page.locator>) =>
    mark.evaluate((element) => getComputedStyle(element).color);
  const fieldMark = page.locator('label', { hasText: 'Full name' }).locator('span[aria-hidden="true"]');
  const areaMark = page.locator('legend', { hasText: 'Delivery area' }).locator('span[aria-hidden="true"]');
  await expect(areaMark).toHaveText('*');
  expect(await colourOf(areaMark)).toBe(await colourOf(fieldMark));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the order code on the success page stays on one line, to be read and copied whole', async ({ page }) => {
    await useLanguage(page, 'bn');
    const [product] = await inStockProducts(page, 'rongdhonu', 1);
    if (!product) throw new Error('rongdhonu has no product in stock');
    await seedCart(page, 'rongdhonu', [{ product, quantity: 1 }]);
    await gotoShop(page, 'rongdhonu', 'shop-checkout');
    await page.getByLabel('পুরো নাম').fill('রহিম উদ্দিন');
    await page.getByLabel('মোবাইল নম্বর').fill('01711000001');
    await page.getByLabel(/^জেলা/u).selectOption('ঢাকা');
    await page.getByLabel('উপজেলা, থানা বা এলাকা').selectOption('ধানমন্ডি');
    await page.getByLabel('বাসা, রোড, গ্রাম').fill('বাড়ি ১২, রোড ৫, ধানমন্ডি');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'অর্ডার করুন' }).click();

    const code = page.getByTestId('order-code');
    await expect(code).toHaveText(/^HT-[A-Z0-9]+$/u);
    const lines = await code.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    const label = page.getByText('অর্ডার আইডি', { exact: true });
    const labelLines = await label.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(labelLines).toBe(1);
  });
});
