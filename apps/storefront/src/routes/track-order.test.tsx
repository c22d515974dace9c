import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { setTestLocale } from '../test/i18n.ts';
import { renderInShop } from '../test/render.tsx';
import type { Order } from '@haat/domain/schemas';
import { makeOrder } from '../test/order-fixture.ts';
import TrackOrderPage from './track-order.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  sessionStorage.clear();
});
afterEach(() => api.close());

function open(path = '/rongdhonu/track-order') {
  return renderInShop(<TrackOrderPage />, { path });
}

const trackCalls = (api: TestApi) =>
  api.requests.filter((request) => request.url.pathname === '/api/shop/orders/track');

const tracked = (order: Order) => ({
  code: order.code,
  status: order.status,
  subtotal: order.subtotal,
  delivery_charge: order.delivery_charge,
  total: order.total,
  items: order.items,
  history: order.history,
  created_at: order.created_at,
});

describe('Track order (docs/product/storefront.md, §8)', () => {
  it('shows the order an order code finds: status, items and totals, no personal details', async () => {
    api.on(
      'GET',
      '/api/shop/orders/track',
      ok({ kind: 'orders', orders: [tracked(makeOrder({ code: 'HT-7K3M9Q2X' }))] }),
    );
    open();
    await userEvent.type(screen.getByLabelText(/Order ID or mobile number/), ' ht-7k3m9q2x ');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByRole('heading', { name: 'Order HT-7K3M9Q2X' })).toBeDefined();
    expect(screen.getByRole('list', { name: 'Items' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Delivery details' })).toBeNull();
    expect(trackCalls(api)[0]?.url.searchParams.get('query')).toBe('HT-7K3M9Q2X');
    expect(trackCalls(api)[0]?.url.searchParams.get('shop_id')).toBe('7');
  });

  it("lists a mobile number's orders as summaries, then opens them with the code sent to it", async () => {
    api.on(
      'GET',
      '/api/shop/orders/track',
      ok({
        kind: 'summaries',
        summaries: [
          { status: 'pending', total: 160, created_at: '2026-11-21T10:00:00.000Z' },
          { status: 'delivered', total: 2560, created_at: '2026-11-20T10:00:00.000Z' },
        ],
      }),
    );
    api.on('POST', '/api/shop/orders/track/code', ok(null));
    api.on(
      'POST',
      '/api/shop/orders/track/verify',
      ok({
        kind: 'orders',
        orders: [
          tracked(makeOrder({ id: 1, code: 'HT-AAAA1111', status: 'pending', total: 160 })),
          tracked(makeOrder({ id: 2, code: 'HT-BBBB2222', status: 'delivered', total: 2560 })),
        ],
      }),
    );
    open();
    await userEvent.type(screen.getByLabelText(/Order ID or mobile number/), '+880 1711-000001');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    const summaries = await screen.findByRole('region', { name: 'Orders of 01711000001' });
    expect(trackCalls(api)[0]?.url.searchParams.get('query')).toBe('01711000001');
    expect(within(summaries).getByText('Pending')).toBeDefined();
    expect(within(summaries).queryByText(/HT-/u)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    const codeField = await screen.findByLabelText(/Code from the SMS/);
    const codeRequest = api.requests.find((request) => request.url.pathname === '/api/shop/orders/track/code');
    expect(codeRequest?.body).toEqual({ shop_id: 7, mobile: '01711000001', altcha: expect.any(String) });
    await userEvent.type(codeField, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Show my orders' }));

    const list = await screen.findByRole('region', { name: 'Multiple orders found' });
    expect(within(list).getByText('Delivered')).toBeDefined();
    expect(within(list).getByRole('link', { name: 'Details of order HT-BBBB2222' }).getAttribute('href')).toBe(
      '/rongdhonu/order_details/HT-BBBB2222',
    );
    expect(JSON.parse(sessionStorage.getItem('rongdhonu_order_mobiles') ?? '{}')).toEqual({
      'HT-AAAA1111': '01711000001',
      'HT-BBBB2222': '01711000001',
    });
  });

  it('heads the one order a code sent to a number opens as that order, in Bengali too (not "multiple orders")', async () => {
    api.on(
      'GET',
      '/api/shop/orders/track',
      ok({ kind: 'summaries', summaries: [{ status: 'pending', total: 160, created_at: '2026-11-21T10:00:00.000Z' }] }),
    );
    api.on('POST', '/api/shop/orders/track/code', ok(null));
    api.on(
      'POST',
      '/api/shop/orders/track/verify',
      ok({ kind: 'orders', orders: [tracked(makeOrder({ id: 1, code: 'HT-AAAA1111', status: 'pending' }))] }),
    );
    setTestLocale('bn');
    open('/rongdhonu/track-order?query=01711000001');
    await userEvent.click(await screen.findByRole('button', { name: 'আমাকে কোড পাঠান' }));
    await userEvent.type(await screen.findByLabelText(/এসএমএসে পাওয়া কোড/u), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'আমার অর্ডার দেখান' }));
    const found = await screen.findByRole('region', { name: 'আপনার অর্ডার' });
    expect(within(found).getByRole('link', { name: 'অর্ডার HT-AAAA1111-এর বিস্তারিত' })).toBeDefined();
    expect(screen.queryByText('একাধিক অর্ডার পাওয়া গেছে')).toBeNull();
  });

  it('says a wrong code is wrong, and when to try again after too many tries', async () => {
    api.on(
      'GET',
      '/api/shop/orders/track',
      ok({ kind: 'summaries', summaries: [{ status: 'pending', total: 160, created_at: '2026-11-21T10:00:00.000Z' }] }),
    );
    api.on('POST', '/api/shop/orders/track/code', fail(429, 'Too many attempts, please try again later'));
    open('/rongdhonu/track-order?query=01711000001');
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('says the documented not-found message (docs/product/texts.md#server-messages) when nothing matches, in Bengali too', async () => {
    api.on('GET', '/api/shop/orders/track', fail(404, 'order not found'));
    setTestLocale('bn');
    open('/rongdhonu/track-order?query=HT-NOPE');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'অর্ডার পাওয়া যায়নি, সঠিক অর্ডার আইডি বা ফোন নম্বর দিন',
    );
    expect(trackCalls(api)).toHaveLength(1);
  });

  it('asks for something to search before calling the API', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(screen.getByText('Enter your order ID or mobile number')).toBeDefined();
    await waitFor(() => expect(trackCalls(api)).toHaveLength(0));
  });
});
