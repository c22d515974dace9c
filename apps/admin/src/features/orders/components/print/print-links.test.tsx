import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiServer, ok } from '../../../../test/api-server.ts';
import { jwtFor, order, owner, paginator, shop } from '../../../../test/fixtures.ts';
import { renderAdmin } from '../../../../test/render.tsx';

function serveOrders() {
  apiServer().on('GET', '/api/admin/v3/online-shop', ok({ shop, apk_lead: null }));
  apiServer().on('GET', '/api/admin/v3/courier-accounts', ok([]));
  apiServer().on(
    'GET',
    '/api/admin/v3/orders',
    ok(paginator([order('pending'), order('accepted', { id: 502, code: 'HT-ACCEPT22' })])),
  );
  apiServer().on('GET', '/api/admin/v3/orders/501', ok(order('pending')));
  apiServer().on('GET', '/api/admin/v3/orders/502', ok(order('accepted', { id: 502, code: 'HT-ACCEPT22' })));
  apiServer().on('GET', '/api/admin/v3/orders/501/cod-risk', ok({ cod_risk: null, held_for_call: false }));
}

describe('print entry points', () => {
  it('prints invoices or labels of the selected orders, bookable or not', async () => {
    serveOrders();
    const { user, router } = renderAdmin(`/admin/rupa-fashion/orders?token=${jwtFor(owner)}&lang=en`);
    await user.click(await screen.findByRole('checkbox', { name: 'Select order HT-7K3M9Q2X' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order HT-ACCEPT22' }));
    const bar = screen.getByTestId('bulk-print');
    expect(within(bar).getByRole('link', { name: 'Print invoices' }).getAttribute('href')).toBe(
      '/admin/rupa-fashion/print?kind=invoice&orders=501%2C502',
    );
    // Only the accepted order counts for booking with a courier.
    expect(within(screen.getByTestId('bulk-booking')).getByText('1 orders selected')).toBeTruthy();
    await user.click(within(bar).getByRole('link', { name: 'Print labels' }));
    expect(await screen.findByTestId('label-HT-ACCEPT22')).toBeTruthy();
    expect(screen.getByTestId('label-HT-7K3M9Q2X')).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=label&orders=501%2C502');
  });

  it('prints one order from its details', async () => {
    serveOrders();
    renderAdmin(`/admin/rupa-fashion/orders?order=501&token=${jwtFor(owner)}&lang=en`);
    const details = await screen.findByTestId('order-details');
    expect(within(details).getByRole('link', { name: 'Print invoice' }).getAttribute('href')).toBe(
      '/admin/rupa-fashion/print?kind=invoice&orders=501',
    );
    expect(within(details).getByRole('link', { name: 'Print label' }).getAttribute('href')).toBe(
      '/admin/rupa-fashion/print?kind=label&orders=501',
    );
  });
});
