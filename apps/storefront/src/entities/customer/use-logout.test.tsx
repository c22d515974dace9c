import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readText, storageKeys } from '../../lib/storage.ts';
import { useAuthStore } from './auth.ts';
import { activateShop } from '../shop/shop-session.ts';
import { ok, startTestApi, type TestApi } from '../../test/api-server.ts';
import { makeCustomer } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { useShopNavigate } from '../../lib/links.ts';
import { useLogout } from './use-logout.ts';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function Buttons() {
  const logout = useLogout();
  const navigate = useShopNavigate();
  return (
    <>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
      <button
        type="button"
        onClick={() => navigate('shop-order-details', { order_id: 'HT-9' }, { mobile: '01711000001' })}
      >
        Order
      </button>
    </>
  );
}

describe('useLogout and useShopNavigate', () => {
  it('logout ends the session on the server and here, then goes to the shop login', async () => {
    activateShop('rongdhonu');
    useAuthStore.getState().login({ token: 'tok', customer: makeCustomer() });
    api.on('POST', '/api/shop/auth/logout', ok(null));
    const { router } = renderRoutes([{ path: '/:slug/*', Component: Buttons }], { path: '/rongdhonu/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rongdhonu/login'));
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok');
    expect(readText(storageKeys.customerToken('rongdhonu'))).toBeNull();
    expect(readText(storageKeys.currentShop)).toBeNull();
  });

  it('navigates by route name in the current mode', async () => {
    const { router } = renderRoutes([{ path: '*', Component: Buttons }], {
      path: '/',
      mode: { kind: 'own', slug: 'boighor', origin: 'custom-domain' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order_details/HT-9'));
    expect(router.state.location.search).toBe('?mobile=01711000001');
  });
});
