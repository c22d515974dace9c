// The commerce events from the components that send them, on a shop's own domain with a Meta pixel and GTM:
// ShopSeo sets up the owner's scripts (their queues; the vendors' code is not loaded in jsdom) and starts the events.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderSuccess } from '../features/orders/components/order-success.tsx';
import { PurchasePanel } from '../features/product/components/purchase-panel.tsx';
import { ShopSeo } from '../features/seo/shop-seo.tsx';
import type { TrackingWindow } from '../features/seo/tracking-scripts.ts';
import { resetCommerceEvents } from '../lib/seo/commerce-events.ts';
import { makeProductDetail, makeShop } from './fixtures.ts';
import { makeOrder } from './order-fixture.ts';
import { renderInShop } from './render.tsx';

const win = window as TrackingWindow;
const shop = makeShop({
  online_shop_settings: { ...makeShop().online_shop_settings, pixel_id: '123456789012', gtm: 'GTM-AB12CD' },
});
const own = { kind: 'own', slug: shop.slug, origin: 'custom-domain' } as const;

afterEach(() => {
  resetCommerceEvents();
  delete win.fbq;
  delete win._fbq;
  delete win.dataLayer;
});

/** The pixel's `track` calls other than page views. */
const pixelEvents = () => (win.fbq?.queue ?? []).filter((call) => call[0] === 'track' && call[1] !== 'PageView');
const layerEvents = () =>
  (win.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event?.match(/^[a-z_]+$/u));

describe('commerce events from the storefront', () => {
  it('reports a product view and what was added to the cart, after the pixel is initialised', async () => {
    const product = makeProductDetail();
    renderInShop(
      <>
        <ShopSeo shop={shop} />
        <PurchasePanel product={product} name={product.name} />
      </>,
      { shop, mode: own },
    );
    await waitFor(() => expect(pixelEvents().map((call) => call[1])).toEqual(['ViewContent']));
    // The init came first: the view waited for it.
    expect(win.fbq?.queue[0]).toEqual(['init', '123456789012']);
    await userEvent.click(screen.getByRole('button', { name: /increase/iu }));
    await userEvent.click(screen.getByRole('button', { name: /add to cart/iu }));
    expect(pixelEvents()[1]?.slice(0, 3)).toMatchObject([
      'track',
      'AddToCart',
      { value: 4500, contents: [{ id: '11', quantity: 2 }] },
    ]);
    expect(layerEvents().map((entry) => (entry as { event: string }).event)).toEqual(['view_item', 'add_to_cart']);
  });

  it('reports a placed order with its code as the event id', async () => {
    const order = makeOrder();
    renderInShop(
      <>
        <ShopSeo shop={shop} />
        <OrderSuccess code={order.code} order={order} />
      </>,
      { shop, mode: own },
    );
    await waitFor(() => expect(pixelEvents()).toHaveLength(1));
    expect(pixelEvents()).toEqual([
      [
        'track',
        'Purchase',
        expect.objectContaining({ value: 4560, currency: 'BDT' }),
        { eventID: 'purchase-HT-7K3M9Q2X' },
      ],
    ]);
  });

  it('sends nothing on the shared market host', async () => {
    const order = makeOrder();
    renderInShop(
      <>
        <ShopSeo shop={shop} />
        <OrderSuccess code={order.code} order={order} />
      </>,
      { shop },
    );
    expect(await screen.findByTestId('order-code')).toBeDefined();
    expect(win.fbq).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
  });
});
