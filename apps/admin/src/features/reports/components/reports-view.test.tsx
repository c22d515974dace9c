import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodReport, DeliveryReport, ProductsReport, SalesReport } from '@haat/domain/schemas';
import { apiServer, ok, type ReceivedRequest } from '../../../test/api-server.ts';
import { apkLead, jwtFor, owner, shop } from '../../../test/fixtures.ts';
import { renderAdmin } from '../../../test/render.tsx';

const figures = (orders: number, sales: number) => ({
  orders,
  sales,
  average_order_value: orders ? Math.round((sales / orders) * 100) / 100 : 0,
});

const sales = (from: string, to: string): SalesReport => ({
  from,
  to,
  bucket: 'day',
  previous: { from: '2026-10-25', to: '2026-10-31' },
  totals: figures(3, 1250),
  previous_totals: figures(2, 1000),
  series: [
    {
      key: from,
      from,
      to: from,
      ...figures(2, 1000),
      previous: { from: '2026-10-25', to: '2026-10-25', ...figures(2, 1000) },
    },
    { key: to, from: to, to, ...figures(1, 250), previous: { from: '2026-10-26', to: '2026-10-26', ...figures(0, 0) } },
  ],
});

const delivery: DeliveryReport = {
  from: '2026-11-01',
  to: '2026-11-07',
  orders_by_status: {
    pending: 1,
    accepted: 0,
    processing: 0,
    shipped: 1,
    delivered: 2,
    completed: 0,
    canceled: 1,
    returned: 1,
  },
  by_courier: [{ courier: 'steadfast', orders: 4, delivered: 2, returned: 1, canceled: 0, delivery_ratio: 2 / 3 }],
  by_district: [{ district: 'Sylhet', orders: 4, delivered: 2, returned: 1, canceled: 1, delivery_ratio: 0.5 }],
};

const products: ProductsReport = {
  from: '2026-11-01',
  to: '2026-11-07',
  products: [{ product_id: 1, name: 'Jamdani saree', bn_name: 'জামদানি শাড়ি', quantity: 3, sales: 1200 }],
  variants: [],
};

const cod: CodReport = {
  from: '2026-11-01',
  to: '2026-11-07',
  due: { orders: 3, amount: 1500 },
  collected: { orders: 2, amount: 1000 },
  outstanding: { orders: 1, amount: 500 },
  returned: { orders: 1, amount: 300 },
  collected_ratio: 2 / 3,
};

function serve() {
  const seen: ReceivedRequest[] = [];
  apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: apkLead }));
  apiServer().on('GET', '/api/admin/v3/reports/sales', (request) => {
    seen.push(request);
    return ok(sales(request.url.searchParams.get('from')!, request.url.searchParams.get('to')!));
  });
  apiServer().on('GET', '/api/admin/v3/reports/delivery', ok(delivery));
  apiServer().on('GET', '/api/admin/v3/reports/products', ok(products));
  apiServer().on('GET', '/api/admin/v3/reports/cod', ok(cod));
  return seen;
}

const page = (lang: string, query = '') => `/admin/rupa-fashion/reports?token=${jwtFor(owner)}&lang=${lang}${query}`;

describe('ReportsView', () => {
  it('shows the totals in Bengali numerals against the previous period, and each chart with its table', async () => {
    serve();
    renderAdmin(page('bn', '&period=custom&from=2026-11-01&to=2026-11-07'));
    expect((await screen.findByTestId('report-sales')).textContent).toBe('৳১,২৫০');
    expect(screen.getByTestId('report-orders').textContent).toBe('৩');
    const ordersCard = screen.getByRole('region', { name: 'অর্ডার' });
    expect(ordersCard.textContent).toContain('+৫০%');

    const overTime = screen.getByRole('region', { name: 'সময়ের সাথে' });
    expect(await within(overTime).findByRole('img', { name: /বিক্রি/u })).toBeTruthy();
    const rows = within(within(overTime).getByTestId('over-time-table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['৳১,০০০', '৳২৫০']);

    const status = await screen.findByTestId('by-status-table');
    expect(within(status).getByRole('row', { name: /ফেরত/u }).textContent).toContain('১');
    const courier = screen.getByRole('region', { name: 'কুরিয়ার অনুযায়ী ডেলিভারির হার' });
    expect(within(courier).getByRole('row', { name: /Steadfast|স্টেডফাস্ট/u }).textContent).toContain('৬৬.৭%');
    const district = screen.getByRole('region', { name: 'জেলা অনুযায়ী ডেলিভারির হার' });
    expect(within(district).getByRole('rowheader').textContent).toBe('সিলেট');
    expect((await screen.findByTestId('top-products-table')).textContent).toContain('জামদানি শাড়ি');
    expect(screen.getByTestId('cod-table').textContent).toContain('৳১,৫০০');
  });

  it('asks for the chosen range and bucket, and refuses a range that ends before it starts with a Bengali message', async () => {
    const seen = serve();
    renderAdmin(page('bn', '&period=last_7_days'));
    await screen.findByTestId('report-sales');
    expect(seen.at(-1)!.url.searchParams.get('bucket')).toBe('day');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('ভাগ'), 'week');
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('bucket')).toBe('week'));

    await user.selectOptions(screen.getByLabelText('সময়'), 'custom');
    const form = screen.getByRole('form', { name: 'নিজের পছন্দের সময়' });
    await user.clear(within(form).getByLabelText('শুরুর তারিখ'));
    await user.type(within(form).getByLabelText('শুরুর তারিখ'), '2026-11-10');
    await user.clear(within(form).getByLabelText('শেষের তারিখ'));
    await user.type(within(form).getByLabelText('শেষের তারিখ'), '2026-11-01');
    const asked = seen.length;
    await user.click(within(form).getByRole('button', { name: 'দেখান' }));
    expect(await within(form).findByText('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না')).toBeTruthy();
    expect(seen.length).toBe(asked);

    await user.clear(within(form).getByLabelText('শেষের তারিখ'));
    await user.type(within(form).getByLabelText('শেষের তারিখ'), '2026-11-20');
    await user.click(within(form).getByRole('button', { name: 'দেখান' }));
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('from')).toBe('2026-11-10'));
    expect(seen.at(-1)!.url.searchParams.get('to')).toBe('2026-11-20');
  });
});
