// The structured address of an order (issue 29 item 2) in the owner's order view, on a phone in Bengali: the line,
// then the area and the district by their Bengali names, as the shopper picked them at checkout.
import { freshMobile, type ProductData } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("the order view shows the line, then the area and the district in the owner's language", async ({ page, api }) => {
  const owner = await api.newOwner('Address Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Gamchha',
    bn_name: 'গামছা',
    selling_price: 250,
    discount: 0,
    discount_type: 'FIXED',
    stock: 5,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 70 });
  // The shopper picked "মিরপুর ১০" in ঢাকা: the API keeps the English names and answers the Bengali one.
  const placed = await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile(), {
    address: 'বাসা ১২, রোড ৫',
    district: 'ঢাকা',
    area: 'মিরপুর ১০',
  });

  await page.goto(`/admin/${owner.shop.slug}/orders?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  await page.getByRole('tab', { name: 'নিশ্চিতের অপেক্ষায়' }).click();
  await page
    .getByTestId(`to-confirm-${placed.code}`)
    .getByRole('button', { name: `অর্ডার ${placed.code}-এর বিস্তারিত` })
    .click();
  const address = page.getByTestId('order-details').getByRole('region', { name: 'ডেলিভারির ঠিকানা' });
  await expect(address.getByText('বাসা ১২, রোড ৫', { exact: true })).toBeVisible();
  await expect(address.getByText('মিরপুর ১০, ঢাকা', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
