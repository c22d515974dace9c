// An address a courier can deliver, on a phone in Bengali (issue 29 item 2): the shopper types "মিরপুর", picks
// মিরপুর ১০ from the places found, places the order, and the order shows the line, the area and the district.
import { inStockProducts, seedCart } from './fixtures/cart.ts';
import { expect, gotoShop, resetStorage, test, useLanguage } from './fixtures/index.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  await resetStorage(page);
  await useLanguage(page, 'bn');
});

test('typing মিরপুর finds মিরপুর ১০; picked with a tap, it fills district and area, and the order carries them', async ({
  page,
}) => {
  const [product] = await inStockProducts(page, 'rongdhonu', 1);
  if (!product) throw new Error('rongdhonu has no product in stock');
  await seedCart(page, 'rongdhonu', [{ product, quantity: 1 }]);
  await gotoShop(page, 'rongdhonu', 'shop-checkout');

  await page.getByLabel('পুরো নাম').fill('রহিম উদ্দিন');
  // A number of this spec's own (the demo customer's reaches the shop's open-orders limit as other specs order).
  await page.getByLabel('মোবাইল নম্বর').fill('01711000029');
  const search = page.getByRole('combobox', { name: 'আপনার এলাকা খুঁজুন' });
  await expect(search).toBeEnabled();
  await search.pressSequentially('মিরপুর');
  const found = page.getByRole('option', { name: /^মিরপুর ১০/u });
  await expect(found).toBeVisible();
  await found.tap();
  await expect(page.getByLabel(/^জেলা/u)).toHaveValue('Dhaka');
  await expect(page.getByLabel('উপজেলা, থানা বা এলাকা')).toHaveValue('Mirpur 10');
  const line = page.getByLabel('বাসা, রোড, গ্রাম');
  await expect(line).toBeFocused();
  await line.fill('বাসা ১২, রোড ৫');
  // The address group fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Mirpur 10 is inside Dhaka city: that zone's package alone is offered, with its charge (decisions 242, 244).
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /ঢাকার ভিতরে.*৳৬০/u })).toBeVisible();
  await page.getByRole('radio').first().check();
  const placed = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/shop/orders'),
  );
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();
  const order = ((await (await placed).json()) as { data: Record<string, unknown> }).data;
  expect(order).toMatchObject({ address: 'বাসা ১২, রোড ৫', district: 'Dhaka', area: 'Mirpur 10', area_bn: 'মিরপুর ১০' });

  await page.getByRole('link', { name: 'অর্ডারের বিস্তারিত দেখুন' }).click();
  const delivery = page.getByRole('region', { name: 'ডেলিভারির তথ্য' });
  await expect(delivery.getByText('বাসা ১২, রোড ৫, মিরপুর ১০, ঢাকা')).toBeVisible();
});
