// Advance payment on the owner's side (issue 30, decisions 230 and 231): the rules card warns about the 48-hour
// dispatch rule on a phone; a new number's order is asked the delivery charge, the shopper sends a sent-money code,
// the owner sees "Payment to verify" in the confirm queue, marks it received in the order, and the order shows it paid:
// the courier is booked for the total less what was paid, and the label shows that amount; the Payments page lists it.
import { API_URL } from './support/ports.ts';
import { freshMobile, type OrderData, type ProductData } from './support/api.ts';
import { expect, expectView, test } from './support/fixtures.ts';

/** The demo's Steadfast stand-in takes the demo shop's keys (apps/api/src/seed/insert-shipments.ts). */
const STEADFAST_KEYS = { api_key: 'demo-api-key', secret_key: 'demo-secret-key' };
const SHOP_BKASH = '01911000777';

interface PaidOrder extends OrderData {
  payment: { status: string; advance: number; paid: number; attempts: { id: number; status: string }[] };
  shipment: { state: string; cod_amount: number } | null;
}

test('the owner verifies a sent-money code: the order shows it paid and the courier collects the total less it', async ({
  page,
  api,
  openAdmin,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await api.newOwner('Advance Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Jamdani Saree',
    bn_name: 'জামদানি শাড়ি',
    selling_price: 900,
    discount: 0,
    discount_type: 'FIXED',
    stock: 5,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 120 });
  await api.admin(owner, 'PUT', '/courier-accounts/steadfast', { courier: 'steadfast', ...STEADFAST_KEYS });

  // The rules, set in the settings card on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(owner, '/settings');
  const card = page.getByRole('form', { name: 'Advance payment' });
  await card.getByLabel('Ask in advance').selectOption('delivery_charge');
  await card.getByLabel('Ask it of').selectOption('risky');
  await card.getByLabel('bKash number').fill(SHOP_BKASH);
  await card.getByLabel('Refund terms').fill('Advance refunded within 7 days if we cannot send the parcel.');
  await expect(card.getByTestId('dispatch-warning')).toContainText('48 hours');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // A new number orders: the server asks the delivery charge in advance; the shopper sends it and types the TrxID.
  const mobile = freshMobile();
  const placed = (await api.placeOrder(owner.shop.id, product.id, delivery.id, mobile)) as PaidOrder;
  expect(placed.payment).toMatchObject({ status: 'unpaid', advance: 120, paid: 0 });
  const trx = `ADM${String(Date.now()).slice(-7)}`;
  const sent = await request.post(`${API_URL}/api/shop/orders/${placed.code}/payments`, {
    data: { shop_id: owner.shop.id, mobile, method: 'bkash_personal', sender: '01712345678', transaction_id: trx },
  });
  expect(sent.status()).toBe(201);

  // The confirm queue shows it waiting.
  await openAdmin(owner, '/orders');
  await expectView(page, 'Orders');
  await page.getByRole('tab', { name: 'To confirm' }).click();
  const row = page.getByTestId(`to-confirm-${placed.code}`);
  await expect(row.getByTestId('payment-status')).toHaveText('Payment to verify');

  // Received, from the order's details.
  await row.getByRole('button', { name: `Details of order ${placed.code}` }).click();
  const payment = page.getByTestId('order-payment');
  await expect(payment).toContainText(`TrxID ${trx}`);
  await payment.getByRole('button', { name: 'Received', exact: true }).click();
  await expect(page.getByText('Payment marked received')).toBeVisible();
  await expect(payment.getByTestId('payment-status')).toHaveText('Partly paid');
  await expect(payment.getByTestId('payment-paid')).toHaveText('৳120');
  await expect(payment.getByTestId('payment-cod')).toHaveText('৳900');
  await expect(payment.getByTestId('attempt-status')).toHaveText('Received');
  await page.keyboard.press('Escape');

  // Confirmed and booked: the courier collects the total less the advance.
  await row.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(`Order ${placed.code} confirmed`)).toBeVisible();
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await page.getByRole('button', { name: `Details of order ${placed.code}` }).click();
  await page.getByTestId('order-details').getByRole('button', { name: 'Book with Steadfast' }).click();
  await expect
    .poll(async () => (await api.admin<PaidOrder>(owner, 'GET', `/orders/${placed.id}`)).shipment?.state)
    .toBe('booked');
  const booked = await api.admin<PaidOrder>(owner, 'GET', `/orders/${placed.id}`);
  expect(booked.shipment?.cod_amount).toBe(900);
  expect(booked.payment).toMatchObject({ status: 'partly_paid', paid: 120 });

  // The label shows what to collect and what was paid.
  await page.goto(
    `/admin/${owner.shop.slug}/print?kind=label&orders=${placed.id}&token=${encodeURIComponent(owner.token)}&lang=en&env=web`,
  );
  const label = page.getByTestId(`label-${placed.code}`);
  await expect(label.getByTestId('label-cod')).toContainText('৳900');
  await expect(label.getByTestId('label-paid')).toContainText('৳120');

  // The Payments page lists it for reconciliation.
  await openAdmin(owner, '/payments');
  await expectView(page, 'Payments');
  const listed = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(trx);
  await expect(listed.first().getByTestId('attempt-status')).toHaveText('Received');
});
