import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startTestApi, type TestApi } from '../../test/api-server.ts';
import { makeShop } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { MarketHome } from './market-home.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function open() {
  return renderRoutes(
    [
      { path: '/', Component: MarketHome },
      { path: '/shop/:slug', element: <p>shop page</p> },
    ],
    { path: '/' },
  );
}

describe('market home', () => {
  it('pitches the market and links "open your own shop" to the admin sign-up', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open your own shop' }).getAttribute('href')).toBe(
      'http://localhost:3001/admin/start',
    );
  });

  it('looks up the typed shop address and shows the shop to visit', async () => {
    api.on('GET', '/api/shop/online-shop/rongdhonu', ok(makeShop()));
    const user = userEvent.setup();
    const { router } = open();
    await user.type(
      screen.getByRole('textbox', { name: 'Shop address or name' }),
      'http://localhost:3000/shop/rongdhonu',
    );
    expect(await screen.findByText('Rongdhonu Fashion', {}, { timeout: 3000 })).toBeDefined();
    expect(api.requests).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Visit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/rongdhonu'));
  });

  it('says when no shop has the address, and still goes there on submit', async () => {
    api.on('GET', '/api/shop/online-shop/nobody', fail(404, 'Shop not found'));
    const user = userEvent.setup();
    const { router } = open();
    await user.type(screen.getByRole('textbox', { name: 'Shop address or name' }), 'Nobody');
    expect(await screen.findByText('No shop has the address “nobody” yet.', {}, { timeout: 3000 })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Go to shop' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/nobody'));
  });
});
