import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { setTestLocale } from '../test/i18n.ts';
import { renderInShop } from '../test/render.tsx';
import { makeOrder } from '../test/order-fixture.ts';
import { Component as TrackOrderPage } from './track-order.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  sessionStorage.clear();
});
afterEach(() => api.close());

function DetailsStub() {
  return <p>Details of {useParams()['order_id']}</p>;
}

function open(path = '/rongdhonu/track-order') {
  return renderInShop(<TrackOrderPage />, {
    path,
    routes: [{ path: '/:slug/order_details/:order_id', element: <DetailsStub /> }],
  });
}

const trackCalls = (api: TestApi) => api.requests.filter((request) => request.url.pathname === '/api/shop/orders/track');

describe('Track order (SPEC §2, §8)', () => {
  it('opens the details of the one order an order code finds, and remembers its mobile', async () => {
    api.on('GET', '/api/shop/orders/track', ok([makeOrder({ code: 'HT-7K3M9Q2X' })]));
    const { router } = open();
    await userEvent.type(screen.getByLabelText(/Order ID or mobile number/), ' ht-7k3m9q2x ');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(await screen.findByText('Details of HT-7K3M9Q2X')).toBeDefined();
    expect(trackCalls(api)[0]?.url.searchParams.get('query')).toBe('HT-7K3M9Q2X');
    expect(trackCalls(api)[0]?.url.searchParams.get('shop_id')).toBe('7');
    expect(router.state.location.pathname).toBe('/rongdhonu/order_details/HT-7K3M9Q2X');
    expect(JSON.parse(sessionStorage.getItem('rongdhonu_order_mobiles') ?? '{}')).toEqual({
      'HT-7K3M9Q2X': '01711000001',
    });
  });

  it('lists several orders of a mobile number under "Multiple orders found"', async () => {
    api.on(
      'GET',
      '/api/shop/orders/track',
      ok([
        makeOrder({ id: 1, code: 'HT-AAAA1111', status: 'pending', total: 160 }),
        makeOrder({ id: 2, code: 'HT-BBBB2222', status: 'delivered', total: 2560 }),
      ]),
    );
    open();
    await userEvent.type(screen.getByLabelText(/Order ID or mobile number/), '+880 1711-000001');
    await userEvent.click(screen.getByRole('button', { name: 'Track order' }));
    const list = await screen.findByRole('region', { name: 'Multiple orders found' });
    expect(trackCalls(api)[0]?.url.searchParams.get('query')).toBe('01711000001');
    expect(within(list).getByText('Pending')).toBeDefined();
    expect(within(list).getByText('Delivered')).toBeDefined();
    expect(within(list).getByRole('link', { name: 'Details of order HT-BBBB2222' }).getAttribute('href')).toBe(
      '/rongdhonu/order_details/HT-BBBB2222',
    );
  });

  it("says SPEC's not-found message when nothing matches, in Bengali too", async () => {
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
