import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopContext } from '../lib/shop.ts';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeShop } from '../test/fixtures.ts';
import { setTestLocale } from '../test/i18n.ts';
import { renderInShop } from '../test/render.tsx';
import { rememberOrderMobile } from '../features/orders/order-access.ts';
import { makeOrder } from '../test/order-fixture.ts';
import OrderDetailsPage from './order-details.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  sessionStorage.clear();
});
afterEach(() => api.close());

const order = makeOrder({
  status: 'shipped',
  history: [
    { status: 'pending', note: null, restocked: false, created_at: '2026-11-20T10:00:00.000Z' },
    { status: 'shipped', note: 'With the courier', restocked: false, created_at: '2026-11-21T10:00:00.000Z' },
  ],
});

function open() {
  const shop = makeShop();
  const page = (
    <ShopContext.Provider value={shop}>
      <OrderDetailsPage />
    </ShopContext.Provider>
  );
  return renderInShop(<p>other page</p>, {
    shop,
    path: '/rongdhonu/order_details/HT-7K3M9Q2X',
    routes: [{ path: '/:slug/order_details/:order_id', element: page }],
  });
}

describe('order details route', () => {
  it('asks a guest for the mobile number, then shows items, totals, status and history', async () => {
    api.on('GET', '/api/shop/orders/HT-7K3M9Q2X', (request) =>
      request.url.searchParams.get('mobile') === '01711000001' ? ok(order) : fail(404, 'order not found'),
    );
    open();
    await userEvent.type(screen.getByLabelText(/Mobile number/), '01811111111');
    await userEvent.click(screen.getByRole('button', { name: 'Show order' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Order not found, enter a valid order ID or phone number',
    );

    await userEvent.clear(screen.getByLabelText(/Mobile number/));
    await userEvent.type(screen.getByLabelText(/Mobile number/), '01711000001');
    await userEvent.click(screen.getByRole('button', { name: 'Show order' }));
    const heading = await screen.findByRole('heading', { name: 'Order HT-7K3M9Q2X' });
    expect(heading).toBeDefined();
    expect(screen.getByTestId('order-total').textContent).toBe('৳4,560');
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 7)),
    ).toEqual(['Shipped', 'Pending']);
    expect(within(history).getByText('With the courier')).toBeDefined();
  });

  it('uses the number remembered for the session and speaks Bengali', async () => {
    api.on('GET', '/api/shop/orders/HT-7K3M9Q2X', ok(order));
    rememberOrderMobile('rongdhonu', 'HT-7K3M9Q2X', '01711000001');
    setTestLocale('bn');
    open();
    expect(await screen.findByTestId('order-total')).toHaveProperty('textContent', '৳৪,৫৬০');
    expect(screen.getByText(/ঢাকা/)).toBeDefined();
    expect(api.requests[0]?.url.searchParams.get('mobile')).toBe('01711000001');
  });
});
