import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { ApiError } from '@haat/api-client/errors';
import { Providers } from '../test/render.tsx';
import { isChunkLoadError, isOfflineFailure, useBackOnline } from './offline.ts';
import { OfflineNavigation } from './offline-navigation.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.restoreAllMocks());

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost:3000/assets/product-details-Bx1.js',
);

describe('isOfflineFailure', () => {
  it('is the connection when the browser is offline, an API call got no answer, or a chunk did not load', () => {
    const noAnswer = new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch', request: 'GET /x' });
    const notFound = new ApiError({ kind: 'http', status: 404, message: '404', request: 'GET /x' });
    expect(isOfflineFailure(new Error('anything'), false)).toBe(true);
    expect(isOfflineFailure(noAnswer, true)).toBe(true);
    expect(isOfflineFailure(chunkError, true)).toBe(true);
    expect(isOfflineFailure(new TypeError('Importing a module script failed.'), true)).toBe(true);
    expect(isOfflineFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isOfflineFailure(notFound, true)).toBe(false);
    expect(isOfflineFailure(new Error('a bug'), true)).toBe(false);
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('useBackOnline', () => {
  it('recovers when the connection came back between the render and its listener, whose event was then missed', () => {
    const onOnline = vi.fn();
    // Offline when the hook renders, online by the time its effect runs.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false).mockReturnValue(true);
    renderHook(() => useBackOnline(true, onOnline));
    expect(onOnline).toHaveBeenCalledTimes(1);
  });

  it('waits for the online event while still offline, and not after it stops', () => {
    const onOnline = vi.fn();
    online = false;
    const { rerender } = renderHook(({ active }) => useBackOnline(active, onOnline), {
      initialProps: { active: true },
    });
    expect(onOnline).not.toHaveBeenCalled();
    goOnline();
    expect(onOnline).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    goOnline();
    expect(onOnline).toHaveBeenCalledTimes(1);
  });
});

describe('RootErrorBoundary offline', () => {
  it('shows the no-internet panel for a page that failed and loads it again when the browser is back online', async () => {
    let calls = 0;
    const router = createMemoryRouter(
      [
        { path: '/', element: <Link to="/page">Open</Link> },
        {
          path: '/page',
          ErrorBoundary: RootErrorBoundary,
          loader: () => {
            calls += 1;
            if (!online)
              throw new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch', request: 'GET /x' });
            return null;
          },
          Component: () => <h1>The page</h1>,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    // Offline, the page's data gets no answer (the page's code is already here).
    online = false;
    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeDefined();
    goOnline();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeDefined();
    expect(calls).toBe(2);
  });
});

describe('OfflineNavigation', () => {
  it('holds a move to another page while offline with the no-internet panel, and makes it once back online', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Outlet />
              <OfflineNavigation />
            </>
          ),
          children: [
            { index: true, element: <Link to="/product/x#reviews">Product</Link> },
            { path: 'product/x', element: <h1>Product page</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    online = false;
    await userEvent.click(screen.getByRole('link', { name: 'Product' }));
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    goOnline();
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeDefined();
    expect(router.state.location.hash).toBe('#reviews');
    expect(screen.queryByRole('heading', { name: 'No internet connection' })).toBeNull();
  });

  it('lets the shopper stay on the page with Go back', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Outlet />
              <OfflineNavigation />
            </>
          ),
          children: [
            { index: true, element: <Link to="/product/x">Product</Link> },
            { path: 'product/x', element: <h1>Product page</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    online = false;
    await userEvent.click(screen.getByRole('link', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('heading', { name: 'No internet connection' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
