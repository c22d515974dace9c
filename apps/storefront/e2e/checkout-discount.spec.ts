// The Eid code on a phone in Bengali (issue 31 item 1, decision 221): the shopper opens "কুপন কোড আছে?", types the
// demo shop's EID10, sees the saving on the line and in the totals in Bengali numerals, orders, and the order
// confirmation shows the discount the server stored.
import { inStockProducts, seedCart } from './fixtures/cart.ts';
import { unitPriceTaka } from '@haat/domain/price';
import { expect, gotoShop, resetStorage, test, useLanguage } from './fixtures/index.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'bn');
});

test('applies EID10 at checkout, shows the saving line by line, and the order keeps the discount', async ({ page }) => {
  const products = await inStockProducts(page, 'rongdhonu', 10);
  // The code asks for 1,000 taka: enough units of a product that costs at least 150 taka (the shop sells 10 at most).
  const product = products.find((candidate) => unitPriceTaka(candidate) >= 150);
  if (!product) throw new Error('rongdhonu has no product in stock at 150 taka or more');
  const quantity = Math.min(10, Math.max(1, Math.ceil(1000 / unitPriceTaka(product))), product.stock);
  await seedCart(page, 'rongdhonu', [{ product, quantity }]);
  await gotoShop(page, 'rongdhonu', 'shop-checkout');

  await page.getByRole('button', { name: 'কুপন কোড আছে?' }).tap();
  await page.getByLabel('কুপন কোড').fill('eid10');
  await page.getByRole('button', { name: 'প্রয়োগ করুন' }).tap();
  const applied = page.getByTestId('discount-applied');
  await expect(applied).toContainText('EID10 কোড প্রয়োগ হয়েছে');
  // The saving in Bengali numerals, on the line and as the totals' discount row.
  await expect(page.getByTestId('line-saving')).toHaveText(/^৳[০-৯,.]+ ছাড়$/u);
  await expect(page.getByTestId('applied-discounts')).toContainText('ঈদ অফার ১০% (EID10)');
  // Nothing scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByLabel('পুরো নাম').fill('ঈদের ক্রেতা');
  // A number of this run's own: the code is once per phone.
  await page.getByLabel('মোবাইল নম্বর').fill(`017${String(Date.now()).slice(-8)}`);
  await page.getByLabel(/^জেলা/u).selectOption('Dhaka');
  await page.getByLabel('উপজেলা, থানা বা এলাকা').selectOption('Mirpur 10');
  await page.getByLabel('বাসা, রোড, গ্রাম').fill('বাসা ১২, রোড ৫');
  await page.getByRole('radio').first().check();

  const placed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/shop/orders'),
  );
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  const order = ((await (await placed).json()) as { data: { subtotal: number; discount: number; total: number } }).data;
  expect(order.discount).toBeGreaterThan(0);
  // 10% of the items, delivery as charged or free (the shop's automatic free delivery from 2,000 taka).
  expect(order.discount).toBeGreaterThanOrEqual(Math.round(order.subtotal * 10) / 100);

  await expect(page.getByRole('heading', { name: 'ধন্যবাদ! আপনার অর্ডার সম্পন্ন হয়েছে।' })).toBeVisible();
  await expect(page.getByTestId('order-discounts')).toContainText('EID10');
  await expect(page.getByTestId('order-line-saving')).toHaveText(/^৳[০-৯,.]+ ছাড়$/u);
});
