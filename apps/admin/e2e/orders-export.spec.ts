// The orders export (issue 28 item 5) on a phone in Bengali: the owner downloads the orders of a range of Dhaka days
// as CSV, one line per product ordered, with a BOM so a spreadsheet shows Bengali.
import { readFile } from 'node:fs/promises';
import { freshMobile, type ProductData } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("downloads the last 30 days' orders as CSV, a line per product ordered", async ({ page, api }) => {
  const owner = await api.newOwner('Export Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Gamchha',
    bn_name: 'গামছা',
    selling_price: 250,
    discount: 0,
    discount_type: 'FIXED',
    stock: 10,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 70 });
  const first = await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile());
  const second = await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile(), {
    items: [{ product_id: product.id, quantity: 2 }],
  });

  await page.goto(`/admin/${owner.shop.slug}/orders?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  await page.getByRole('button', { name: 'CSV ডাউনলোড' }).tap();
  const dialog = page.getByRole('dialog', { name: 'অর্ডার এক্সপোর্ট' });
  await expect(dialog.getByLabel('শুরুর তারিখ')).not.toHaveValue('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'ডাউনলোড করুন' }).tap(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/u);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').split('\r\n');
  expect(lines.filter((line) => line.startsWith(first.code))).toHaveLength(1);
  expect(lines.find((line) => line.startsWith(second.code))).toMatch(/,Gamchha,,,2,250,500$/u);
  await expect(dialog).toBeHidden();
});
