import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setHostMode, type HostMode } from './host-mode.ts';
import { buildShopHref, queryString, useShopHref } from './links.ts';

const market: HostMode = { kind: 'market' };
const own: HostMode = { kind: 'own', slug: 'boighor', origin: 'custom-domain' };

describe('buildShopHref', () => {
  it('builds shared-host URLs with the slug', () => {
    expect(buildShopHref(market, 'rongdhonu', 'shop-home')).toBe('/shop/rongdhonu');
    expect(buildShopHref(market, 'rongdhonu', 'shop-cart')).toBe('/rongdhonu/cart');
    expect(buildShopHref(market, 'rongdhonu', 'shop-product-details', { product_slug: 'jamdani-saree' })).toBe(
      '/rongdhonu/product/jamdani-saree',
    );
    expect(buildShopHref(market, 'rongdhonu', 'shop-category', { category_slug: 'saree' }, { id: 3 })).toBe(
      '/rongdhonu/category/saree?id=3',
    );
    expect(buildShopHref(market, 'rongdhonu', 'shop-my-order')).toBe('/rongdhonu/dashboard/my_orders');
  });

  it('builds root URLs on the shop own origin, whatever slug is given', () => {
    expect(buildShopHref(own, 'boighor', 'shop-home')).toBe('/');
    expect(buildShopHref(own, 'boighor', 'shop-track-order')).toBe('/track-order');
    expect(buildShopHref(own, 'boighor', 'shop-order-details', { order_id: 'HT-42' }, { mobile: '01711000001' })).toBe(
      '/order_details/HT-42?mobile=01711000001',
    );
    expect(buildShopHref(own, 'boighor', 'shop-dashboard-home')).toBe('/dashboard');
  });

  it('encodes params and query values', () => {
    expect(buildShopHref(market, 'rongdhonu', 'shop-product-details', { product_slug: 'a b/c' })).toBe(
      '/rongdhonu/product/a%20b%2Fc',
    );
    expect(queryString({ q: 'শাড়ি & more', empty: null, skip: undefined, page: 2 })).toBe(
      '?q=%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF+%26+more&page=2',
    );
    expect(queryString({})).toBe('');
  });
});

describe('useShopHref', () => {
  function hrefIn(mode: HostMode, path: string, pattern: string) {
    setHostMode(mode);
    let built = '';
    function Probe() {
      const href = useShopHref();
      built = href('shop-product-details', { product_slug: 'x' }, { ref: 'home' });
      return null;
    }
    const router = createMemoryRouter([{ path: pattern, Component: Probe }], { initialEntries: [path] });
    renderHook(() => null, {
      wrapper: ({ children }: { children: ReactNode }) => createElement(RouterProvider, { router }, children),
    });
    return built;
  }

  it('takes the slug from the path on the market host', () => {
    expect(hrefIn(market, '/rongdhonu/cart', '/:slug/cart')).toBe('/rongdhonu/product/x?ref=home');
  });

  it('takes the slug from the host on the shop own origin', () => {
    expect(hrefIn(own, '/cart', '/cart')).toBe('/product/x?ref=home');
  });
});
