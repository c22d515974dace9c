import { describe, expect, it } from 'vitest';
import type { HostMode } from '../lib/host-mode.ts';
import { guardRedirect, matchNamedRoute } from './guard.ts';

const market: HostMode = { kind: 'market' };
const customDomain: HostMode = { kind: 'own', slug: 'boighor', origin: 'custom-domain' };
const subdomain: HostMode = { kind: 'own', slug: 'boighor', origin: 'subdomain' };

describe('guardRedirect on the shop own origin', () => {
  it.each([
    ['/shop/boighor', '', '/'],
    ['/boighor/product/gitanjali', '?ref=fb', '/product/gitanjali?ref=fb'],
    ['/boighor/category/novel', '?id=4', '/category/novel?id=4'],
    ['/boighor/dashboard', '', '/dashboard'],
    ['/boighor/dashboard/my_orders', '?page=2', '/dashboard/my_orders?page=2'],
    ['/boighor/order_details/HT-7', '', '/order_details/HT-7'],
    ['/boighor/about-us', '', '/about-us'],
    ['/rongdhonu/cart', '', '/cart'],
  ])('maps the slug route %s%s to its custom twin %s', (pathname, search, target) => {
    expect(guardRedirect(customDomain, { pathname, search })).toBe(target);
    expect(guardRedirect(subdomain, { pathname, search })).toBe(target);
  });

  it('keeps the hash', () => {
    expect(guardRedirect(customDomain, { pathname: '/boighor/product/x', search: '?a=1', hash: '#reviews' })).toBe(
      '/product/x?a=1#reviews',
    );
  });

  it('lets the custom pages (root Home is the shop home there) and unknown paths through', () => {
    for (const pathname of ['/', '/cart', '/product/gitanjali', '/dashboard/my_wishlist', '/nowhere/at/all']) {
      expect(guardRedirect(customDomain, { pathname })).toBeNull();
    }
    expect(matchNamedRoute('own', '/')?.name).toBe('custom-shop-home');
  });
});

describe('guardRedirect on the market host', () => {
  it.each(['/cart', '/product/gitanjali', '/dashboard', '/dashboard/my_orders', '/track-order', '/order_details/HT-7'])(
    'sends the slug-less shop route %s Home',
    (pathname) => {
      expect(guardRedirect(market, { pathname, search: '?x=1' })).toBe('/');
    },
  );

  it('lets Home, shop routes with a slug and unknown paths through', () => {
    for (const pathname of ['/', '/shop/rongdhonu', '/rongdhonu/cart', '/rongdhonu/dashboard/my_chat', '/a/b/c/d']) {
      expect(guardRedirect(market, { pathname })).toBeNull();
    }
    expect(matchNamedRoute('market', '/')?.name).toBe('home');
    expect(matchNamedRoute('market', '/rongdhonu/product/x')).toEqual({
      name: 'shop-product-details',
      params: { slug: 'rongdhonu', product_slug: 'x' },
    });
  });
});

describe('guardRedirect pass-through', () => {
  it.each(['/admin', '/admin/rongdhonu', '/admin/unauthorized', '/api/shop/online-shop/x'])(
    'leaves %s alone',
    (pathname) => {
      expect(guardRedirect(market, { pathname })).toBeNull();
      expect(guardRedirect(customDomain, { pathname })).toBeNull();
    },
  );
});

describe('matchNamedRoute answers kept by mode and path', () => {
  it('answers a path again as the first time, each mode apart, and the kept answer cannot be changed', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(matchNamedRoute('own', '/product/x')).toEqual({
        name: 'custom-shop-product-details',
        params: { product_slug: 'x' },
      });
      expect(matchNamedRoute('market', '/product/x')).toEqual({
        name: 'custom-shop-product-details',
        params: { product_slug: 'x' },
      });
      expect(matchNamedRoute('market', '/boighor/product/x')?.params).toEqual({ slug: 'boighor', product_slug: 'x' });
      expect(matchNamedRoute('own', '/nowhere/at/all/here')?.name).toBe('not-found');
    }
    const kept = matchNamedRoute('market', '/boighor/product/x')!;
    expect(() => Object.assign(kept.params, { slug: 'other' })).toThrow(TypeError);
    expect(matchNamedRoute('market', '/boighor/product/x')?.params['slug']).toBe('boighor');
  });
});
