import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { readJson, storageKeys } from '../../lib/storage.ts';
import { fail, ok, startTestApi, type TestApi } from '../../test/api-server.ts';
import { makeCustomer, makeProduct } from '../../test/fixtures.ts';
import { LazyToaster, Providers, TOAST_WAIT } from '../../test/render.tsx';
import { useAuthStore } from '../customer/auth.ts';
import { useWishlistStore } from './wishlist.ts';

const saree = makeProduct({ id: 11 });
const lamp = makeProduct({ id: 12, slug: 'lamp', name: 'Lamp' });
const wishlist = () => useWishlistStore.getState();
let api: TestApi;

beforeEach(async () => {
  api = await startTestApi();
  render(
    <Providers>
      <LazyToaster />
    </Providers>,
  );
  useWishlistStore.getState().load('rongdhonu');
  useAuthStore.getState().load('rongdhonu');
});
afterEach(() => api.close());

describe('wish list store', () => {
  it('toggles on this device with a toast each way, kept per shop', async () => {
    await act(() => wishlist().toggle(saree));
    expect(await screen.findByText('Added to wish list', {}, TOAST_WAIT)).toBeDefined();
    expect(wishlist().has(11)).toBe(true);
    expect(readJson(storageKeys.wishlist('rongdhonu'))).toEqual([saree]);
    await act(() => wishlist().toggle(saree));
    expect(await screen.findByText('Removed from wish list', {}, TOAST_WAIT)).toBeDefined();
    expect(wishlist().products).toEqual([]);
    expect(api.requests).toHaveLength(0);
    await act(() => wishlist().toggle(lamp));
    wishlist().load('shobji-bazar');
    expect(wishlist().products).toEqual([]);
    wishlist().load('rongdhonu');
    expect(wishlist().products).toEqual([lamp]);
  });

  it('tells the server for a logged-in customer and keeps its answer', async () => {
    useAuthStore.getState().login({ token: 'tok-1', customer: makeCustomer() });
    api.on('PUT', '/api/shop/customer/wishlist/11', ok([lamp, saree]));
    api.on('DELETE', '/api/shop/customer/wishlist/11', ok([lamp]));
    await act(() => wishlist().toggle(saree));
    expect(wishlist().products).toEqual([lamp, saree]);
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok-1');
    await act(() => wishlist().toggle(saree));
    expect(wishlist().products).toEqual([lamp]);
  });

  it('undoes the change when the server refuses it', async () => {
    useAuthStore.getState().login({ token: 'tok-1', customer: makeCustomer() });
    api.on('PUT', '/api/shop/customer/wishlist/11', fail(500, 'Server error'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(() => wishlist().toggle(saree));
    expect(warn).toHaveBeenCalledWith('Wish list change was not saved to the account.', expect.anything());
    expect(wishlist().products).toEqual([]);
    expect(await screen.findByText('Something went wrong', {}, TOAST_WAIT)).toBeDefined();
  });

  it('merges the device list into the account', async () => {
    await act(() => wishlist().toggle(saree));
    useAuthStore.getState().login({ token: 'tok-1', customer: makeCustomer() });
    api.on('POST', '/api/shop/customer/wishlist/sync', ok([lamp, saree]));
    await act(() => wishlist().mergeIntoAccount());
    expect(api.requests.at(-1)?.body).toEqual({ product_ids: [11] });
    await waitFor(() => expect(wishlist().products).toEqual([lamp, saree]));
  });
});
