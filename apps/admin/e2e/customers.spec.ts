// The owner's customers (issue 32) on a phone in Bengali: find a customer seen only through an order, add a note and
// tags, block the number (after a confirmation) and see checkout refuse it; export the list as CSV.
import { readFile } from 'node:fs/promises';
import { freshMobile, type ProductData } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('finds a customer, notes and tags them, blocks the number and exports the list', async ({ page, api }) => {
  const owner = await api.newOwner('Customers Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Gamchha',
    bn_name: 'গামছা',
    selling_price: 250,
    discount: 0,
    discount_type: 'FIXED',
    stock: 10,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 70 });
  const mobile = freshMobile();
  await api.placeOrder(owner.shop.id, product.id, delivery.id, mobile);
  await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile());

  await page.goto(`/admin/${owner.shop.slug}?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await page.getByRole('link', { name: 'কাস্টমার' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'কাস্টমার' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'কাস্টমার খুঁজুন' }).fill(mobile.slice(-6));
  const row = page.getByTestId(`customer-${mobile}`);
  await expect(row).toBeVisible();
  await expect(page.getByRole('list', { name: 'কাস্টমার' }).getByRole('listitem')).toHaveCount(1);
  await expect(row.getByText(/১টি অর্ডার/u)).toBeVisible();
  await expect(row.getByTestId('cod-risk')).toHaveAttribute('data-level', 'new');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await row.getByRole('link', { name: 'E2E Customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Customer' })).toBeVisible();
  await page.getByLabel('নোট', { exact: true }).fill('সন্ধ্যার পর ফোন করবেন');
  await page.getByLabel('ট্যাগ', { exact: true }).fill('VIP, পাইকারি');
  await page.getByRole('button', { name: 'নোট ও ট্যাগ সংরক্ষণ করুন' }).click();
  await expect(page.getByText('সংরক্ষণ করা হয়েছে')).toBeVisible();

  await page.getByRole('button', { name: 'ব্লক করুন' }).click();
  const confirm = page.getByRole('alertdialog', { name: `${mobile} ব্লক করবেন?` });
  await confirm.getByRole('button', { name: 'ব্লক করুন' }).click();
  await expect(page.getByTestId('customer-blocked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'আনব্লক করুন' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Checkout now refuses the number.
  await expect(api.placeOrder(owner.shop.id, product.id, delivery.id, mobile)).rejects.toThrow(/answered 409/u);

  // Back in the list the note's tags and the block show; the export is a CSV with a BOM holding them.
  await page.getByRole('link', { name: 'সব কাস্টমার' }).click();
  const listed = page.getByTestId(`customer-${mobile}`);
  await expect(listed.getByTestId('customer-blocked')).toBeVisible();
  await expect(listed.getByText('পাইকারি')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV ডাউনলোড' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/u);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain(`"=""${mobile}""",E2E Customer,1,0,0,0,0,`);
  expect(text).toContain('VIP; পাইকারি,সন্ধ্যার পর ফোন করবেন,');
});
