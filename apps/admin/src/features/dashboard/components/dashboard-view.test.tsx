import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../test/api-server.ts';
import { apkLead, dashboard, jwtFor, owner, shop } from '../../../test/fixtures.ts';
import { renderAdmin } from '../../../test/render.tsx';

function serve(answer: Record<string, unknown>) {
  apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: apkLead }));
  apiServer().on('GET', '/api/admin/v3/dashboard', ok(answer));
}

const home = (lang: string) => `/admin/rupa-fashion?token=${jwtFor(owner)}&lang=${lang}`;

describe('DashboardView: the return rate', () => {
  it('shows returned of the orders that reached a customer as a percentage, and returned among the statuses', async () => {
    serve(dashboard);
    renderAdmin(home('en'));
    const card = await screen.findByRole('region', { name: 'Return rate' });
    expect(within(card).getByTestId('return-rate').textContent).toBe('16.7%');
    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(statuses).getByText('Returned')).toBeTruthy();
  });

  it('shows a dash before any order reached a customer', async () => {
    serve({ ...dashboard, return_rate: null });
    renderAdmin(home('en'));
    const card = await screen.findByRole('region', { name: 'Return rate' });
    expect(within(card).getByTestId('return-rate').textContent).toBe('–');
  });

  it('shows the rate in Bengali digits in Bengali', async () => {
    serve(dashboard);
    renderAdmin(home('bn'));
    expect((await screen.findByTestId('return-rate')).textContent).toMatch(/^[০-৯.]+%$/u);
  });
});

describe('DashboardView: low stock', () => {
  it('lists each variant running out with its options, and leads to the product by its SKU or name', async () => {
    serve(dashboard);
    renderAdmin(home('bn'));
    const card = await screen.findByRole('region', { name: 'স্টক কম' });
    const [saree, kurti] = within(card).getAllByRole('listitem');
    expect(saree!.textContent).toContain('জামদানি শাড়ি');
    expect(within(saree!).getByText('স্টকে নেই')).toBeTruthy();
    expect(within(kurti!).getByText('M / লাল')).toBeTruthy();
    expect(within(kurti!).getByText('২টি বাকি')).toBeTruthy();
    expect(within(kurti!).getByRole('link').getAttribute('href')).toBe('/admin/rupa-fashion/products?q=KU-M-RED');
    expect(within(saree!).getByRole('link').getAttribute('href')).toBe('/admin/rupa-fashion/products?q=Jamdani+saree');
  });
});
