// Sizes and colours from the owner's phone (issue 28 item 4): a simple product becomes S/M × Red/Blue in Bengali, a
// bulk edit sets the stock of every red one, and the shop's API then sells each variant with its own stock. An order
// of a variant names its options in the order's details and on the invoice, and books with the courier.
import { freshMobile, type OrderData, type ProductData } from './support/api.ts';
import { expect, expectView, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the owner gives a product sizes and colours on a phone, and the shop sells each one', async ({ page, api }) => {
  const owner = await api.newOwner('Kurti Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Kurti',
    bn_name: 'কুর্তি',
    selling_price: 950,
    discount: 0,
    discount_type: 'FIXED',
    stock: 6,
  });

  await page.goto(`/admin/${owner.shop.slug}/products?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Kurti সম্পাদনা করুন' }).click();
  const dialog = page.getByRole('dialog', { name: 'পণ্য সম্পাদনা' });
  await dialog.getByRole('tab', { name: 'সাইজ ও রং' }).click();

  await dialog.getByRole('button', { name: 'অপশন যোগ করুন' }).click();
  const newSize = dialog.getByLabel('সাইজ-এর নতুন মান');
  await newSize.fill('S');
  await newSize.press('Enter');
  await newSize.fill('M');
  await newSize.press('Enter');
  await dialog.getByRole('button', { name: 'অপশন যোগ করুন' }).click();
  const newColour = dialog.getByLabel('রং-এর নতুন মান');
  await newColour.fill('Red');
  await newColour.press('Enter');
  await newColour.fill('Blue');
  await newColour.press('Enter');
  await dialog.getByLabel('Red বাংলায়').fill('লাল');
  await expect(dialog.getByTestId('variant-row')).toHaveCount(4);

  await dialog.getByRole('button', { name: 'সব Red' }).click();
  const bulk = dialog.getByRole('group', { name: 'একসাথে অনেকগুলো বদলান' });
  await bulk.getByLabel('স্টক').fill('১০');
  await bulk.getByLabel('দাম (৳)').fill('1100');
  await bulk.getByRole('button', { name: 'বাছাই করাগুলোতে দিন' }).click();
  await dialog.getByRole('listitem', { name: 'M / Blue' }).getByLabel('বিক্রি চালু').uncheck();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'সাইজ ও রং সংরক্ষণ করুন' }).click();
  await expect(page.getByText('সাইজ ও রং সংরক্ষণ হয়েছে')).toBeVisible();

  const detail = await api.productDetail(owner.shop.id, product.slug);
  // The shop base sends only the variants on sale; S / Red kept the simple product's variant and its stock went to it.
  expect(
    detail.variants.map(({ options, stock, selling_price }) => [options.join(' / '), stock, selling_price]),
  ).toEqual([
    ['S / Red', 10, 1100],
    ['S / Blue', 0, 950],
    ['M / Red', 10, 1100],
  ]);
});

test('an order of a variant names its options in the order and on the invoice, and books with the courier', async ({
  page,
  api,
  openAdmin,
}) => {
  test.setTimeout(120_000);
  const owner = await api.newOwner('Variant Order Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Kurti',
    bn_name: 'কুর্তি',
    selling_price: 950,
    discount: 0,
    discount_type: 'FIXED',
    stock: 0,
  });
  const saved = await api.admin<{ variants: { id: number; options: string[] }[] }>(
    owner,
    'PUT',
    `/products/${product.id}/variants`,
    {
      options: [
        { name: 'Size', bn_name: 'সাইজ', values: [{ name: 'M' }, { name: 'L' }] },
        { name: 'Colour', bn_name: 'রং', values: [{ name: 'Red', bn_name: 'লাল' }] },
      ],
      variants: [
        { options: ['M', 'Red'], stock: 5, sku: 'KU-M-RED', weight_grams: 300 },
        { options: ['L', 'Red'], stock: 5, sku: 'KU-L-RED', weight_grams: 320 },
      ],
    },
  );
  const mRed = saved.variants.find((variant) => variant.options.join('/') === 'M/Red')!;
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 60 });
  await api.admin(owner, 'PUT', '/courier-accounts/steadfast', {
    courier: 'steadfast',
    api_key: 'demo-api-key',
    secret_key: 'demo-secret-key',
  });
  const placed = await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile(), {
    items: [{ product_id: product.id, variant_id: mRed.id, quantity: 2 }],
  });

  await openAdmin(owner, '/orders');
  await expectView(page, 'Orders');
  await page.getByRole('tab', { name: 'To confirm' }).click();
  await page.getByTestId(`to-confirm-${placed.code}`).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(`Order ${placed.code} confirmed`)).toBeVisible();
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await page.getByRole('button', { name: `Details of order ${placed.code}` }).click();
  const details = page.getByTestId('order-details');
  await expect(details.getByText('Kurti (M / Red)')).toBeVisible();

  await details.getByRole('button', { name: 'Book with Steadfast' }).click();
  await expect
    .poll(
      async () =>
        (await api.admin<{ shipment: { state: string } | null }>(owner, 'GET', `/orders/${placed.id}`)).shipment?.state,
    )
    .toBe('booked');

  await openAdmin(owner, '/orders');
  await expectView(page, 'Orders');
  await page.getByRole('checkbox', { name: `Select order ${placed.code}` }).check();
  await page.getByRole('link', { name: 'Print invoice' }).click();
  const invoice = page.getByTestId(`invoice-${placed.code}`);
  await expect(invoice).toContainText('Kurti (M / Red)');
  const order = await api.admin<OrderData & { items: { sku: string | null }[] }>(owner, 'GET', `/orders/${placed.id}`);
  expect(order.items.map((item) => item.sku)).toEqual(['KU-M-RED']);
});
