import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { HostMode } from '../lib/host-mode.ts';
import { readText, storageKeys } from '../lib/storage.ts';
import { renderRoutes } from '../test/render.tsx';
import { appRoutes } from './router.tsx';

const customDomain: HostMode = { kind: 'own', slug: 'boighor', origin: 'custom-domain' };

function start(mode: HostMode, path: string) {
  return renderRoutes(appRoutes(mode), { path, mode });
}

describe('the router with the navigation guard', () => {
  it('maps a slug route to its custom twin on the first load of a custom domain', async () => {
    const { router } = start(customDomain, '/boighor/category/novel?id=4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/novel'));
    expect(router.state.location.search).toBe('?id=4');
  });

  it('sends a slug-less shop route Home on the market host, also on later navigations', async () => {
    const { router } = start({ kind: 'market' }, '/track-order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/dashboard/my_orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the dashboard My Cart entry to the cart page', async () => {
    const { router } = start({ kind: 'market' }, '/rongdhonu/dashboard/my_cart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rongdhonu/cart'));
  });

  it('makes the shop of the page the current shop before its pages load', async () => {
    const { router } = start({ kind: 'market' }, '/shop/rongdhonu');
    await waitFor(() => expect(readText(storageKeys.currentShop)).toBe('rongdhonu'));
    await router.navigate('/shobji-bazar/cart');
    await waitFor(() => expect(readText(storageKeys.currentShop)).toBe('shobji-bazar'));
  });
});
