import { expect, expectView, test } from './support/fixtures.ts';

test('products: create, edit and delete, visible through the shop API', async ({ page, api, openAdmin }) => {
  const owner = await api.newOwner('Product Shop');
  await openAdmin(owner, '/products');
  await expectView(page, 'Products');

  // A category first, with an emoji icon.
  await page.getByRole('button', { name: 'Add category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'New category' });
  await categoryDialog.getByLabel(/^Name\*?$/u).fill('Saree');
  await categoryDialog.getByLabel('Bengali name').fill('শাড়ি');
  await categoryDialog.getByLabel('Icon (an emoji)').fill('👗');
  await categoryDialog.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category added')).toBeVisible();

  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  await dialog.getByLabel(/^Name\*?$/u).fill('Jamdani saree');
  await dialog.getByLabel('Bengali name').fill('জামদানি শাড়ি');
  await dialog.getByLabel('Category').selectOption({ label: '👗 Saree' });
  await dialog.getByLabel('Price (৳)').fill('2450');
  await dialog.getByLabel(/^Discount$/u).fill('10');
  await dialog.getByLabel('Discount type').selectOption('PERCENT');
  await dialog.getByLabel('Stock').fill('4');
  await dialog.getByLabel('Description').fill('হাতে বোনা জামদানি');
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product added')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Jamdani saree/u })).toBeVisible();

  const created = (await api.products(owner.shop.id)).data.find((product) => product.name === 'Jamdani saree');
  expect(created).toMatchObject({ bn_name: 'জামদানি শাড়ি', selling_price: 2450, stock: 4 });

  await page.getByRole('button', { name: 'Edit Jamdani saree' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  await edit.getByLabel('Price (৳)').fill('2600');
  await edit.getByLabel('Stock').fill('9');
  await edit.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved')).toBeVisible();
  await expect
    .poll(async () => (await api.products(owner.shop.id)).data.find((product) => product.id === created?.id))
    .toMatchObject({ selling_price: 2600, stock: 9 });

  // Search finds it; another term does not.
  await page.getByLabel('Search products').fill('jamdani');
  await expect(page.getByRole('cell', { name: /^Jamdani saree/u })).toBeVisible();
  await page.getByLabel('Search products').fill('nothing-like-this');
  await expect(page.getByText('No products match.')).toBeVisible();
  await page.getByLabel('Search products').fill('');

  await page.getByRole('button', { name: 'Delete Jamdani saree' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this product?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted')).toBeVisible();
  await expect(page.getByText('No products yet.')).toBeVisible();
  expect((await api.products(owner.shop.id)).data.some((product) => product.id === created?.id)).toBe(false);
});
