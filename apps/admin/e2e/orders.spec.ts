import type { Api, Owner, ProductData } from './support/api.ts';
import { expect, expectView, test } from './support/fixtures.ts';

async function shopWithStock(api: Api): Promise<{ owner: Owner; product: ProductData; packageId: number }> {
  const owner = await api.newOwner('Order Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Hilsa',
    bn_name: 'ইলিশ',
    selling_price: 1200,
    discount: 0,
    discount_type: 'FIXED',
    stock: 5,
  });
  const deliveryPackage = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', {
    name: 'Inside Dhaka',
    charge: 60,
  });
  return { owner, product, packageId: deliveryPackage.id };
}

test('an order goes through every legal status, each one visible through the shop API', async ({
  page,
  api,
  openAdmin,
}) => {
  const { owner, product, packageId } = await shopWithStock(api);
  const mobile = '01711000009';
  const order = await api.placeOrder(owner.shop.id, product.id, packageId, mobile);

  await openAdmin(owner, '/orders');
  await expectView(page, 'Orders');
  await page.getByRole('button', { name: `Details of order ${order.code}` }).click();
  const details = page.getByTestId('order-details');
  await expect(details).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('order-total')).toHaveText('৳1,260');

  const steps = [
    ['Accept', 'accepted'],
    ['Process (prepared and packed)', 'processing'],
    ['Ship', 'shipped'],
    ['Deliver (customer received)', 'delivered'],
    ['Complete', 'completed'],
  ] as const;
  for (const [button, status] of steps) {
    await details.getByRole('button', { name: button, exact: true }).click();
    await expect(details).toHaveAttribute('data-status', status);
    await expect.poll(async () => (await api.order(owner.shop.id, order.code, mobile)).status).toBe(status);
  }
  // A completed order has no buttons left.
  await expect(details.getByRole('group', { name: 'Change the order’s status' })).toHaveCount(0);
  const history = (await api.order(owner.shop.id, order.code, mobile)).history.map((change) => change.status);
  expect(history).toEqual(['pending', 'accepted', 'processing', 'shipped', 'delivered', 'completed']);

  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByTestId(`order-row-${order.code}`)).toBeVisible();
});

test('cancelling asks first and gives the stock back', async ({ page, api, openAdmin }) => {
  const { owner, product, packageId } = await shopWithStock(api);
  const order = await api.placeOrder(owner.shop.id, product.id, packageId);
  expect((await api.products(owner.shop.id)).data.find((item) => item.id === product.id)?.stock).toBe(4);

  await openAdmin(owner, `/orders`);
  await page.getByRole('button', { name: `Details of order ${order.code}` }).click();
  const details = page.getByTestId('order-details');
  await details.getByRole('button', { name: 'Accept' }).click();
  await expect(details).toHaveAttribute('data-status', 'accepted');
  await details.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(details).toHaveAttribute('data-status', 'canceled');
  await expect
    .poll(async () => (await api.products(owner.shop.id)).data.find((item) => item.id === product.id)?.stock)
    .toBe(5);
});
