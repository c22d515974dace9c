import { extractText, getDocumentProxy } from 'unpdf';
import type { Api, Owner } from './support/api.ts';
import { expect, expectView, test } from './support/fixtures.ts';

async function shopWithOrders(api: Api): Promise<{ owner: Owner; codes: string[] }> {
  const owner = await api.newOwner('Print Shop');
  const product = await api.admin<{ id: number }>(owner, 'POST', '/products', {
    name: 'Gamchha',
    bn_name: 'গামছা',
    selling_price: 350,
    discount: 0,
    discount_type: 'FIXED',
    stock: 10,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', {
    name: 'Inside Dhaka',
    charge: 60,
  });
  const first = await api.placeOrder(owner.shop.id, product.id, delivery.id, '01711000021');
  const second = await api.placeOrder(owner.shop.id, product.id, delivery.id, '01711000022');
  return { owner, codes: [first.code, second.code] };
}

/** The text of each page of a PDF as Chromium printed it. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text;
}

/** One page per order, in the selection's order, each with its code and the cash to collect. */
async function expectOnePagePerOrder(pdf: Buffer, codes: string[], amount: string): Promise<void> {
  const pages = await pdfPages(pdf);
  expect(pages).toHaveLength(codes.length);
  for (const [index, code] of codes.entries()) {
    expect(pages[index]).toContain(code);
    expect(pages[index]).toContain(amount);
  }
}

test('the selected orders print as one A6 label each, and as A4 invoices', async ({ page, api, openAdmin }) => {
  const { owner, codes } = await shopWithOrders(api);
  await openAdmin(owner, '/orders');
  await expectView(page, 'Orders');
  for (const code of codes) await page.getByRole('checkbox', { name: `Select order ${code}` }).check();

  await page.getByRole('link', { name: 'Print labels' }).click();
  for (const code of codes) {
    const label = page.getByTestId(`label-${code}`);
    await expect(label).toContainText('৳410');
    await expect(label.getByTestId('barcode').locator('rect').first()).toBeAttached();
  }
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  const labels = await page.pdf({ preferCSSPageSize: true });
  await expectOnePagePerOrder(labels, codes, '৳410');

  await page.goBack();
  await expectView(page, 'Orders');
  for (const code of codes) await page.getByRole('checkbox', { name: `Select order ${code}` }).check();
  await page.getByRole('link', { name: 'Print invoices' }).click();
  await expect(page.getByTestId(`invoice-${codes[0]}`)).toContainText('Cash on delivery: ৳410');
  await page.getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByTestId(`invoice-${codes[0]}`)).toContainText('৳৪১০');
  const invoices = await page.pdf({ preferCSSPageSize: true });
  await expectOnePagePerOrder(invoices, codes, '৳৪১০');
});
