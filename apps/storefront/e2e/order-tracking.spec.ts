// The shopper's side of issue 17's courier journey (the owner's side is the admin's e2e/order-journey.spec.ts): an
// order the shop booked with a courier shows, on the track-order page, its steps, the courier, the tracking code and
// a link to the courier's own tracking page. The demo's first shop has the demo customer's shipped order booked with
// Steadfast (apps/api/src/seed/insert-shipments.ts).
import { API_URL, expect, gotoShop, loginAs, test, useLanguage } from './fixtures/index.ts';

interface CustomerOrder {
  code: string;
  status: string;
}

test("a booked order's tracking page shows each step, the courier, the tracking code and the courier's link", async ({
  page,
}) => {
  await useLanguage(page, 'en');
  const session = await loginAs(page, 'rongdhonu');
  const answer = await page.request.get(`${API_URL}/api/shop/customer/orders?page=1`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(answer.ok()).toBe(true);
  const list = (await answer.json()) as { data: { data: CustomerOrder[] } };
  const shipped = list.data.data.find((order) => order.status === 'shipped');
  if (!shipped) throw new Error('the demo customer has no shipped order in rongdhonu');

  await gotoShop(page, 'rongdhonu', 'shop-track-order', { query: { query: shipped.code } });
  await expect(page.getByRole('heading', { name: `Order ${shipped.code}` })).toBeVisible();
  const shipment = page.getByTestId('order-shipment');
  await expect(shipment.getByRole('heading', { name: 'Delivery by Steadfast' })).toBeVisible();
  await expect(shipment).toContainText(/DEMO[0-9A-F]+/u);
  await expect(shipment.getByRole('link', { name: 'Track the parcel on Steadfast’s site' })).toHaveAttribute(
    'href',
    /^https:\/\/steadfast\.com\.bd\/t\/DEMO[0-9A-F]+$/u,
  );
  for (const step of ['Pending', 'Shipped']) await expect(page.getByText(step).first()).toBeVisible();
});
