import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api as client } from '../lib/api.ts';
import { readText, storageKeys } from '../lib/storage.ts';
import { useAuthStore } from '../entities/customer/auth.ts';
import { activateShop } from '../entities/shop/shop-session.ts';
import { useWishlistStore } from '../entities/wishlist/wishlist.ts';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeCustomer, makeProduct } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { SessionEffects } from './session-effects.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function renderAt(path: string, mode: Parameters<typeof renderRoutes>[1]['mode'] = { kind: 'market' }) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SessionEffects />
            <p>page</p>
          </>
        ),
      },
    ],
    { path, mode },
  );
}

describe('SessionEffects', () => {
  it('on a 401 logs out (token, customer, current_shop) and goes to the shop login', async () => {
    activateShop('rongdhonu');
    useAuthStore.getState().login({ token: 'expired', customer: makeCustomer() });
    api.on('GET', '/api/shop/customer/me', fail(401, 'Unauthenticated'));
    api.on('POST', '/api/shop/customer/wishlist/sync', ok([]));
    const { router } = renderAt('/rongdhonu/dashboard/account_details');
    await act(async () => {
      await expect(client.call(customerEndpoints.getMe)).rejects.toThrow(/401/u);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rongdhonu/login'));
    expect(readText(storageKeys.customerToken('rongdhonu'))).toBeNull();
    expect(readText(storageKeys.customer('rongdhonu'))).toBeNull();
    expect(readText(storageKeys.currentShop)).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('goes to /login on the shop own domain', async () => {
    activateShop('boighor');
    useAuthStore.getState().login({ token: 'expired', customer: makeCustomer() });
    api.on('GET', '/api/shop/customer/orders', fail(401, 'Unauthenticated'));
    api.on('POST', '/api/shop/customer/wishlist/sync', ok([]));
    const { router } = renderAt('/dashboard/my_orders', { kind: 'own', slug: 'boighor', origin: 'custom-domain' });
    await act(async () => {
      await expect(client.call(customerEndpoints.listOrders)).rejects.toThrow(/401/u);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('merges the device wish list into the account when a session starts', async () => {
    activateShop('rongdhonu');
    const saree = makeProduct({ id: 11 });
    const lamp = makeProduct({ id: 12, slug: 'lamp' });
    useWishlistStore.setState({ products: [saree] });
    api.on('POST', '/api/shop/customer/wishlist/sync', ok([saree, lamp]));
    renderAt('/rongdhonu/login');
    expect(api.requests).toHaveLength(0);
    act(() => useAuthStore.getState().login({ token: 'fresh', customer: makeCustomer() }));
    await waitFor(() => expect(useWishlistStore.getState().products).toEqual([saree, lamp]));
    expect(api.requests[0]?.body).toEqual({ product_ids: [11] });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer fresh');
  });
});
