import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { useShop } from '../lib/shop.ts';
import { fail, ok, startTestApi, type TestApi } from '../test/api-server.ts';
import { makeShop } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { ShopBoundary } from './shop-boundary.tsx';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => api.close());

function ShopName() {
  return <p>Page of {useShop().name}</p>;
}

const routes: RouteObject[] = [
  { path: '/', element: <h1>Market home</h1> },
  { path: '/shop/:slug', Component: ShopBoundary, children: [{ index: true, Component: ShopName }] },
];

function open(path = '/shop/rongdhonu') {
  return renderRoutes(routes, { path, mode: { kind: 'market' } });
}

describe('ShopBoundary (docs/product/storefront.md storefront shell states)', () => {
  it('shows Loading... then the storefront with the shop theme applied', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const shop = makeShop({ theme: 2 });
    api.on(
      'GET',
      '/api/shop/online-shop/rongdhonu',
      () => new Promise((resolve) => (answer = () => resolve(ok(shop)))),
    );
    open();
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading...');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    answer(null);
    expect(await screen.findByText('Page of Rongdhonu Fashion')).toBeDefined();
    expect(screen.getByRole('banner').dataset['headerTheme']).toBe('2');
    expect(document.documentElement.classList.contains('theme-2')).toBe(true);
  });

  it('shows Shop Not Found for a 404 at once, without retrying it, and Go Home leads to the market', async () => {
    api.on('GET', '/api/shop/online-shop/nowhere', fail(404, 'Shop not found'));
    const { router } = open('/shop/nowhere');
    expect(await screen.findByRole('heading', { name: 'Shop Not Found' })).toBeDefined();
    expect(screen.getByText('Please Check Shop URL or Contact the shop owner')).toBeDefined();
    expect(api.requests).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the session-expired pair for a 401 and the generic pair for anything else', async () => {
    api.on('GET', '/api/shop/online-shop/locked', fail(401, 'Unauthenticated'));
    open('/shop/locked');
    expect(await screen.findByText('Session expired, please login again')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Something Went wrong' })).toBeDefined();
  });

  it('shows the generic pair when the server fails, after the 2 retries, with Try Again', async () => {
    api.on('GET', '/api/shop/online-shop/broken', fail(500, 'Boom'));
    open('/shop/broken');
    expect(await screen.findByText('Contact the shop owner or Please Check Your Internet Connection')).toBeDefined();
    expect(api.requests).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
  });

  it('shows Unpublished Shop with the numbers to call and Return Home to /', async () => {
    api.on('GET', '/api/shop/online-shop/purono-dokan', ok(makeShop({ slug: 'purono-dokan', public: false })));
    const { router } = open('/shop/purono-dokan');
    expect(await screen.findByRole('heading', { name: 'Unpublished Shop' })).toBeDefined();
    expect(screen.getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:+8801712345678');
    await userEvent.click(screen.getByRole('link', { name: 'Return Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
