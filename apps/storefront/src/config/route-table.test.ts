import { describe, expect, it } from 'vitest';
import {
  customTwin,
  infoPageRoute,
  isPersonalRoute,
  pageNodes,
  personalRouteNames,
  routePattern,
  routeTree,
  shopRouteNames,
  type RouteNode,
  type ShopPage,
} from './route-table.ts';

function ids(node: RouteNode): string[] {
  return [node.id, ...(node.children ?? []).flatMap(ids)];
}

describe('routePattern', () => {
  it('puts shop pages under /{slug} on the market host (home under /shop/{slug}) and at the root on a custom domain', () => {
    expect(routePattern('shop-home')).toBe('/shop/:slug');
    expect(routePattern('custom-shop-home')).toBe('/');
    expect(routePattern('shop-product-details')).toBe('/:slug/product/:product_slug');
    expect(routePattern('custom-shop-product-details')).toBe('/product/:product_slug');
    expect(routePattern('shop-order-details')).toBe('/:slug/order_details/:order_id');
    expect(routePattern('shop-my-order')).toBe('/:slug/dashboard/my_orders');
    expect(routePattern('custom-shop-password-reset')).toBe('/dashboard/password_reset');
  });
});

describe('routeTree', () => {
  it.each(['market', 'own'] as const)(
    'has every docs/product/routes.md name and its custom- twin exactly once (%s)',
    (mode) => {
      const all = ids(routeTree(mode));
      for (const name of shopRouteNames) {
        expect(all.filter((id) => id === name)).toHaveLength(1);
        expect(all.filter((id) => id === customTwin(name))).toHaveLength(1);
      }
      expect(new Set(all).size).toBe(all.length);
      expect(all).toContain('not-found');
    },
  );

  it('has the market Home only on the market host, where the slug pages are the shop', () => {
    const market = routeTree('market');
    const own = routeTree('own');
    expect(ids(market)).toContain('home');
    expect(ids(own)).not.toContain('home');
    expect(market.children?.find((node) => node.layout === 'shop')?.id).toBe('shared-routes');
    expect(own.children?.find((node) => node.layout === 'shop')?.id).toBe('custom-routes');
  });

  it('nests the dashboard children under the dashboard layout', () => {
    const shared = routeTree('market').children?.find((node) => node.id === 'shared-routes');
    const dashboard = shared?.children?.find((node) => node.id === 'shop-dashboard');
    expect(dashboard?.path).toBe(':slug/dashboard');
    expect(dashboard?.children?.map((child) => (child.index ? '(index)' : child.path))).toEqual([
      '(index)',
      'account_details',
      'my_orders',
      'my_chat',
      'my_wishlist',
      'my_addresses',
      'my_reviews',
      'password_reset',
      'notifications',
      'my_cart',
    ]);
  });

  it("has each information page as a route of its own, shown by the information page's module at its page's path", () => {
    const custom = routeTree('own').children?.find((node) => node.id === 'custom-routes');
    const refund = custom?.children?.find((node) => node.id === 'custom-shop-refund-policy');
    expect(refund?.handle).toEqual({ name: 'custom-shop-refund-policy' });
    expect(refund?.path).toBe('refund-policy');
    expect(refund?.module).toBe('info-page');
    expect(infoPageRoute('refund-policy')).toBe('shop-refund-policy');
  });
});

describe('one entry makes a page', () => {
  const giftCards: ShopPage[] = [
    {
      name: 'shop-gift-cards',
      path: 'gift-cards',
      module: 'gift-cards',
      personal: true,
      children: [{ name: 'shop-gift-card', path: 'gift-cards/:card_id', module: 'gift-card' }],
    },
  ];
  const nodes = (custom: boolean) =>
    pageNodes<object>(giftCards, custom, (page, name, place, children) => ({
      name,
      module: page.module,
      ...place,
      children,
    }));

  it('as both twins, nested under its parent by the path below it', () => {
    expect(nodes(false)).toEqual([
      {
        name: 'shop-gift-cards',
        module: 'gift-cards',
        path: ':slug/gift-cards',
        children: [{ name: 'shop-gift-card', module: 'gift-card', path: ':card_id', children: [] }],
      },
    ]);
    expect(nodes(true)).toEqual([
      {
        name: 'custom-shop-gift-cards',
        module: 'gift-cards',
        path: 'gift-cards',
        children: [{ name: 'custom-shop-gift-card', module: 'gift-card', path: ':card_id', children: [] }],
      },
    ]);
  });
});

describe('personal pages', () => {
  it("marks the forms and one shopper's pages personal, the dashboard's children with it, the catalogue not", () => {
    expect(personalRouteNames).toContain('shop-checkout');
    expect(personalRouteNames).toContain('shop-my-addresses');
    expect(isPersonalRoute('custom-shop-user-chat')).toBe(true);
    for (const name of [
      'shop-home',
      'shop-product-details',
      'shop-category',
      'custom-shop-about-us',
      'home',
      undefined,
    ]) {
      expect(isPersonalRoute(name)).toBe(false);
    }
  });
});
