// The order operations of issue 17 end to end: the owner confirms a new order from the to-confirm queue and
// books it with Steadfast (the API of this run books with the demo's Steadfast stand-in, the contract server
// of apps/api/test/contracts, whose URL the demo start gives the API as STEADFAST_BASE_URL); Steadfast's
// webhook reports the parcel delivered; the shopper's tracking answer (what the storefront's track-order
// page shows) and the shop's SMS log show each step.
import { API_URL } from './support/ports.ts';
import { freshMobile, type OrderData, type ProductData } from './support/api.ts';
import { expect, expectView, test } from './support/fixtures.ts';

/** The demo's Steadfast stand-in takes the demo shop's keys (apps/api/src/seed/insert-shipments.ts). */
const STEADFAST_KEYS = { api_key: 'demo-api-key', secret_key: 'demo-secret-key' };

interface TrackedOrder {
  status: string;
  history: { status: string }[];
  shipment: { courier: string; tracking_code: string; tracking_url: string } | null;
}

test('an owner confirms and books an order, the courier delivers it, the shopper and the SMS log see each step', async ({
  page,
  api,
  openAdmin,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await api.newOwner('Journey Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Nakshi Kantha',
    bn_name: 'নকশি কাঁথা',
    selling_price: 900,
    discount: 0,
    discount_type: 'FIXED',
    stock: 5,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 60 });
  const account = await api.admin<{ webhook_secret: string }>(owner, 'PUT', '/courier-accounts/steadfast', {
    courier: 'steadfast',
    ...STEADFAST_KEYS,
  });
  const mobile = freshMobile();
  const placed = await api.placeOrder(owner.shop.id, product.id, delivery.id, mobile);

  // Confirmed from the queue.
  await openAdmin(owner, '/orders');
  await expectView(page, 'Orders');
  await page.getByRole('tab', { name: 'To confirm' }).click();
  const row = page.getByTestId(`to-confirm-${placed.code}`);
  await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(`Order ${placed.code} confirmed`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // Booked with Steadfast from the order's details; the booking job books it with the courier.
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await page.getByRole('button', { name: `Details of order ${placed.code}` }).click();
  const details = page.getByTestId('order-details');
  await details.getByRole('button', { name: 'Book with Steadfast' }).click();
  await expect(page.getByText('Booking with the courier')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await api.admin<{ shipment: { state: string } | null }>(owner, 'GET', `/orders/${placed.id}`)).shipment?.state,
    )
    .toBe('booked');
  const booked = await api.admin<OrderData & { shipment: { consignment_id: string; tracking_code: string } }>(
    owner,
    'GET',
    `/orders/${placed.id}`,
  );
  await page.reload(); // the open order is in the URL: its details show again, read afresh
  await expect(details.getByTestId('order-shipment')).toContainText(booked.shipment.tracking_code);
  await expect(details).toHaveAttribute('data-status', 'processing');

  // Steadfast's webhook: delivered (through shipped).
  const webhook = await request.post(`${API_URL}/api/webhooks/couriers/steadfast`, {
    headers: { authorization: `Bearer ${account.webhook_secret}` },
    data: {
      notification_type: 'delivery_status',
      consignment_id: Number(booked.shipment.consignment_id),
      invoice: placed.code,
      status: 'delivered',
      cod_amount: placed.total,
      delivery_charge: 60,
      tracking_message: 'Your package has been delivered successfully.',
      updated_at: '2026-11-25 12:00:00',
    },
  });
  expect(webhook.status()).toBe(200);

  // The shopper's tracking page reads this answer: each step, and the courier's tracking link.
  const track = await request.get(`${API_URL}/api/shop/orders/track`, {
    params: { shop_id: owner.shop.id, query: placed.code },
  });
  const tracked = ((await track.json()) as { data: { orders: TrackedOrder[] } }).data.orders[0]!;
  expect(tracked.status).toBe('delivered');
  expect(tracked.history.map((change) => change.status)).toEqual([
    'pending',
    'accepted',
    'processing',
    'shipped',
    'delivered',
  ]);
  expect(tracked.shipment).toMatchObject({ courier: 'steadfast', tracking_code: booked.shipment.tracking_code });

  // The SMS log: the shopper was told each step, the owner of the new order (sent by jobs, so reloaded until sent).
  await openAdmin(owner, '/sms');
  const log = page.getByRole('region', { name: 'SMS log' }).getByRole('table');
  const sent = (event: string) => log.getByRole('row').filter({ hasText: event }).filter({ hasText: 'Sent' });
  const events = ['Order placed', 'New order alert to you', 'Order confirmed', 'Order shipped', 'Order delivered'];
  await expect(async () => {
    await page.reload();
    for (const event of events) await expect(sent(event)).toHaveCount(1, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
});
