import { expect, expectView, test } from './support/fixtures.ts';

test('delivery packages: add, edit, delete, visible through the shop API', async ({ page, api, openAdmin }) => {
  const owner = await api.newOwner('Delivery Shop');
  await openAdmin(owner, '/delivery');
  await expectView(page, 'Delivery');

  await page.getByRole('button', { name: 'Add package' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New delivery package' });
  await dialog.getByLabel('Name').fill('E2E Express');
  await dialog.getByLabel('Charge (৳)').fill('150');
  await dialog.getByRole('button', { name: 'Add package' }).click();
  await expect(page.getByText('Delivery package added')).toBeVisible();
  await expect
    .poll(async () => (await api.deliveryPackages(owner.shop.id)).find((item) => item.name === 'E2E Express')?.charge)
    .toBe(150);

  await page.getByRole('button', { name: 'Edit E2E Express' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit delivery package' });
  await edit.getByLabel('Charge (৳)').fill('175');
  await edit.getByRole('button', { name: 'Save package' }).click();
  await expect(page.getByText('Delivery package saved')).toBeVisible();
  await expect
    .poll(async () => (await api.deliveryPackages(owner.shop.id)).find((item) => item.name === 'E2E Express')?.charge)
    .toBe(175);

  // Customers can choose it at checkout: an order with it carries its charge.
  const express = (await api.deliveryPackages(owner.shop.id)).find((item) => item.name === 'E2E Express');
  const product = await api.admin<{ id: number }>(owner, 'POST', '/products', {
    name: 'Tea',
    selling_price: 100,
    stock: 5,
  });
  const order = await api.placeOrder(owner.shop.id, product.id, express?.id ?? 0);
  expect(order).toMatchObject({ delivery_charge: 175, total: 275 });

  await page.getByRole('button', { name: 'Delete E2E Express' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this delivery package?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Delivery package deleted')).toBeVisible();
  await expect
    .poll(async () => (await api.deliveryPackages(owner.shop.id)).some((item) => item.name === 'E2E Express'))
    .toBe(false);
});
