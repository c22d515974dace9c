// The owner's reports (issue 32) on a phone in Bengali: a new shop with two orders today opens its reports from the
// menu; the totals and the chart's table show the API's own numbers in Bengali numerals, and nothing is wider than
// the screen.
import AxeBuilder from '@axe-core/playwright';
import type { SalesReport } from '@haat/domain/schemas';
import { freshMobile, type ProductData } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const bengaliDigits = (text: string) => text.replace(/\d/gu, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
/** A taka amount as the admin writes it in Bengali: ৳ and lakh grouping (these amounts stay under a lakh). */
const bengaliTaka = (taka: number) => `৳${bengaliDigits(taka.toLocaleString('en-IN', { maximumFractionDigits: 2 }))}`;

test('opens the reports, draws the sales chart with its table, and shows the numbers the API answers', async ({
  page,
  api,
}) => {
  const owner = await api.newOwner('Reports Shop');
  const product = await api.admin<ProductData>(owner, 'POST', '/products', {
    name: 'Nakshi kantha',
    bn_name: 'নকশি কাঁথা',
    selling_price: 1250,
    discount: 0,
    discount_type: 'FIXED',
    stock: 10,
  });
  const delivery = await api.admin<{ id: number }>(owner, 'POST', '/delivery-packages', { name: 'Dhaka', charge: 60 });
  await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile(), { district: 'Sylhet' });
  await api.placeOrder(owner.shop.id, product.id, delivery.id, freshMobile(), { district: 'Sylhet' });

  await page.goto(`/admin/${owner.shop.slug}?token=${encodeURIComponent(owner.token)}&lang=bn&env=web`);
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await page.getByRole('link', { name: 'রিপোর্ট' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'রিপোর্ট' })).toBeVisible();
  await page.getByLabel('সময়', { exact: true }).selectOption('last_7_days');

  // What the API says for the same range (the page's range is the last 7 Dhaka days, in its address).
  await expect(page).toHaveURL(/period=last_7_days/u);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(
    new Date(Date.now() - 6 * 24 * 60 * 60 * 1000),
  );
  const report = await api.admin<SalesReport>(owner, 'GET', `/reports/sales?from=${from}&to=${today}&bucket=day`);
  expect(report.totals).toEqual({ orders: 2, sales: 2620, average_order_value: 1310 });

  await expect(page.getByTestId('report-sales')).toHaveText(bengaliTaka(report.totals.sales));
  await expect(page.getByTestId('report-orders')).toHaveText(bengaliDigits(String(report.totals.orders)));
  await expect(page.getByTestId('report-aov')).toHaveText(bengaliTaka(report.totals.average_order_value));

  const overTime = page.getByRole('region', { name: 'সময়ের সাথে' });
  const chart = overTime.getByRole('img', { name: /বিক্রি/u });
  await expect(chart).toBeVisible();
  // One column per day of the range; today's is the one with the sales.
  await expect(chart.locator('rect[data-value]')).toHaveCount(7);
  await expect(chart.locator('rect[data-value="2620"]')).toHaveCount(1);

  await overTime.getByText('টেবিল হিসেবে দেখান').click();
  const table = overTime.getByTestId('over-time-table');
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(report.series.length);
  const todays = table.locator(`tbody tr[data-key="${today}"]`);
  const point = report.series.find((bucket) => bucket.key === today)!;
  await expect(todays.locator('td').nth(0)).toHaveText(bengaliDigits(String(point.orders)));
  await expect(todays.locator('td').nth(1)).toHaveText(bengaliTaka(point.sales));

  // The delivery report names the district in Bengali.
  const district = page.getByRole('region', { name: 'জেলা অনুযায়ী ডেলিভারির হার' });
  await district.getByText('টেবিল হিসেবে দেখান').click();
  await expect(district.getByRole('rowheader', { name: 'সিলেট' })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('reports-390.png'), fullPage: true });
});
