// The owner's Eid campaign on a phone (issue 31 item 1, decision 222): add a code on the one-column form with Dhaka
// times, see it listed, an order with it counts as a use with its revenue, and switch it off.
import { expect, expectView, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('adds an Eid code on a phone, counts an order with it, and switches it off', async ({ page, api, openAdmin }) => {
  const owner = await api.newOwner('Discount Shop');
  await openAdmin(owner, '/discounts');
  await expectView(page, 'Discounts');

  await page.getByRole('button', { name: 'Add discount' }).first().tap();
  const dialog = page.getByRole('dialog', { name: 'New discount' });
  await dialog.getByLabel('Title').fill('Eid offer');
  await dialog.getByLabel('Code').fill('eid10');
  await dialog.getByLabel('Percent (%)').fill('10');
  await dialog.getByLabel('Minimum order (৳)').fill('100');
  await dialog.getByLabel('Ends (Dhaka time)').fill('2099-04-01T00:00');
  // The form fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Add discount' }).tap();
  await expect(page.getByText('Discount added')).toBeVisible();
  const [discount] = await api.admin<{ id: number; code: string; ends_at: string }[]>(owner, 'GET', '/discounts');
  // 1 April 00:00 in Dhaka is 31 March 18:00 UTC.
  expect(discount).toMatchObject({ code: 'EID10', ends_at: '2099-03-31T18:00:00.000Z' });

  // An order with the code is a use, with its revenue.
  const product = await api.admin<{ id: number }>(owner, 'POST', '/products', {
    name: 'Tea',
    selling_price: 200,
    stock: 5,
  });
  const [deliveryPackage] = await api.deliveryPackages(owner.shop.id);
  const order = await api.placeOrder(owner.shop.id, product.id, deliveryPackage!.id, '01711000123', {
    discount_code: 'EID10',
  });
  expect(order.discount).toBe(20);
  await page.reload();
  const row = page.getByTestId(`discount-${discount!.id}`);
  await expect(row).toContainText('Used 1 times');
  await expect(row).toContainText(`Revenue ৳${order.total}`);

  await row.getByRole('button', { name: 'Switch off' }).tap();
  await expect(page.getByText('Discount switched off')).toBeVisible();
  await expect(row).toContainText('Off');
});
