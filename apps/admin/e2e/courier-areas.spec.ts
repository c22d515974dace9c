// A parcel's courier area without hand work (issue 29 item 4, decision 243), on a phone in Bengali, against the demo
// start's RedX stand-in (apps/api/test/contracts/redx.ts): an order in মিরপুর ১০ books with one tap, RedX's own
// area found from the order's; an order in উত্তরা, which RedX splits into sectors, asks once, naming the sectors, and
// the next order there books on its own. The label shows the structured address.
import { freshMobile, type ProductData } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const BOOK_REDX = 'রেডএক্স-এ বুক করুন';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Shipment {
  state: string;
  error: string | null;
  error_detail: string | null;
}

test('RedX books an order from its area with one tap, and asks once for an area it splits', async ({ page, api }) => {
  test.setTimeout(120_000);
  const owner = await api.newOwner('Courier Areas Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Lungi',
    bn_name: 'লুঙ্গি',
    selling_price: 450,
    discount: 0,
    discount_type: 'FIXED',
    stock: 10,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 60 });
  await api.admin(owner, 'PUT', '/courier-accounts/redx', { courier: 'redx', access_token: 'demo-redx-token' });
  const accepted = async (area: string) => {
    const placed = await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile(), {
      address: 'বাসা ১২, রোড ৫',
      district: 'ঢাকা',
      area,
    });
    await api.admin(owner, 'POST', `/orders/${placed.id}/confirm`);
    return placed;
  };
  const shipmentOf = async (orderId: number) =>
    (await api.admin<{ shipment: Shipment | null }>(owner, 'GET', `/orders/${orderId}`)).shipment;
  const openOrder = async (code: string) => {
    await page.goto(`/admin/${owner.shop.slug}/orders?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
    await page.getByRole('tab', { name: 'চলমান' }).click();
    await page.getByRole('button', { name: `অর্ডার ${code}-এর বিস্তারিত` }).click();
    return page.getByTestId('order-details');
  };

  // মিরপুর ১০: RedX lists one area of that name; one tap books it.
  const mirpur = await accepted('মিরপুর ১০');
  let details = await openOrder(mirpur.code);
  await details.getByRole('button', { name: BOOK_REDX }).tap();
  await expect.poll(async () => (await shipmentOf(mirpur.id))?.state).toBe('booked');

  // Its label carries the structured address: the line, then the area and the district.
  await page.goto(
    `/admin/${owner.shop.slug}/print?kind=label&orders=${mirpur.id}&token=${encodeURIComponent(owner.token)}&lang=bn&env=web`,
  );
  const label = page.getByTestId(`label-${mirpur.code}`);
  await expect(label).toContainText('বাসা ১২, রোড ৫');
  await expect(label).toContainText('মিরপুর ১০, ঢাকা');

  // উত্তরা: RedX has Uttara Sector 4 and Sector 10; the booking asks, naming them.
  const uttara = await accepted('Uttara');
  details = await openOrder(uttara.code);
  await details.getByRole('button', { name: BOOK_REDX }).tap();
  await expect.poll(async () => (await shipmentOf(uttara.id))?.error).toBe('courier.area_needed');
  await page.reload();
  const shipment = page.getByTestId('order-details').getByTestId('order-shipment');
  await expect(shipment.getByRole('alert')).toContainText('Uttara Sector 4, Uttara Sector 10');
  await shipment.getByRole('button', { name: BOOK_REDX }).tap();
  await shipment.getByRole('combobox', { name: /ডেলিভারির এলাকা/u }).selectOption('Uttara Sector 10');
  await shipment.getByRole('button', { name: 'বুক করুন', exact: true }).tap();
  await expect.poll(async () => (await shipmentOf(uttara.id))?.state).toBe('booked');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The next order in উত্তরা goes to the sector chosen, without asking.
  const again = await accepted('উত্তরা');
  await api.admin(owner, 'POST', `/orders/${again.id}/shipment`, { courier: 'redx' });
  await expect.poll(async () => (await shipmentOf(again.id))?.state).toBe('booked');
});
