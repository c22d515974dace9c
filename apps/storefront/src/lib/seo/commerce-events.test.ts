import { afterEach, describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '@haat/domain/schemas';
import { makeProduct } from '../../test/fixtures.ts';
import { purchaseEventId } from '@haat/domain/meta-ids';
import {
  resetCommerceEvents,
  startCommerceEvents,
  trackAddToCart,
  trackInitiateCheckout,
  trackPurchase,
  trackViewContent,
  type EventWindow,
} from './commerce-events.ts';

const PIXEL = '123456789012';
const GTM = 'GTM-AB12CD';

/** What the vendors' snippets leave on the window: GTM's dataLayer array and the pixel's fbq queue. */
interface TestWindow extends EventWindow {
  calls: unknown[][];
}

function trackingWindow(plan: { gtm: boolean; pixel: boolean }): TestWindow {
  const calls: unknown[][] = [];
  const win: TestWindow = { calls };
  if (plan.gtm) win.dataLayer = [];
  if (plan.pixel) win.fbq = (...args: unknown[]) => calls.push(args);
  return win;
}

const pixelEvents = (win: TestWindow) => win.calls;
const layerEvents = (win: TestWindow) => win.dataLayer ?? [];

function item(overrides: Partial<OrderItem>): OrderItem {
  return {
    id: 90,
    product_id: 11,
    variant_id: null,
    options: [],
    sku: null,
    product_slug: 'jamdani-saree',
    name: 'Jamdani saree',
    bn_name: 'জামদানি শাড়ি',
    image_url: null,
    unit_price: 2250,
    quantity: 2,
    line_total: 4500,
    discount: 0,
    ...overrides,
  };
}

const order = {
  id: 5,
  code: 'HT-7K3M9Q2X',
  subtotal: 4620,
  delivery_charge: 60,
  total: 4680,
  items: [item({}), item({ id: 91, product_id: null, name: 'Old tea', unit_price: 120, quantity: 1, line_total: 120 })],
} as Order;

afterEach(() => resetCommerceEvents());

describe('commerce events', () => {
  it('sends the pixel event and its GA4 twin with one event id, in BDT at the price paid', () => {
    const win = trackingWindow({ gtm: true, pixel: true });
    startCommerceEvents({ gtmId: GTM, pixelId: PIXEL }, win);
    // 2500 less 10 %.
    trackViewContent(makeProduct());

    const [pixel] = pixelEvents(win);
    expect(pixel).toEqual([
      'track',
      'ViewContent',
      {
        content_ids: ['11'],
        content_type: 'product',
        contents: [{ id: '11', quantity: 1, item_price: 2250 }],
        content_name: 'Jamdani saree',
        value: 2250,
        currency: 'BDT',
      },
      { eventID: expect.stringMatching(/^[0-9a-f]{32}$/u) as unknown },
    ]);
    const eventId = (pixel?.[3] as { eventID: string }).eventID;
    expect(layerEvents(win)).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        event_id: eventId,
        ecommerce: {
          currency: 'BDT',
          value: 2250,
          items: [{ item_id: '11', item_name: 'Jamdani saree', price: 2250, quantity: 1 }],
        },
      },
    ]);
  });

  it('gives every event its own id, and a purchase its order code, once', () => {
    const win = trackingWindow({ gtm: false, pixel: true });
    startCommerceEvents({ gtmId: null, pixelId: PIXEL }, win);
    trackAddToCart(makeProduct(), 3);
    trackAddToCart(makeProduct(), 1);
    trackPurchase(order);
    trackPurchase(order);
    const ids = pixelEvents(win).map((call) => (call[3] as { eventID: string }).eventID);
    expect(new Set(ids.slice(0, 2)).size).toBe(2);
    // The second report of the same order is not sent.
    expect(ids.slice(2)).toEqual(['purchase-HT-7K3M9Q2X']);
    expect(purchaseEventId(order.code)).toBe('purchase-HT-7K3M9Q2X');
    expect(pixelEvents(win)[0]?.[2]).toMatchObject({ value: 6750, contents: [{ id: '11', quantity: 3 }] });
    expect(pixelEvents(win)[2]?.[2]).toMatchObject({
      value: 4680,
      num_items: 3,
      content_ids: ['11', '91'],
      currency: 'BDT',
    });
  });

  it("names a variant by the Meta catalogue feed's id, as the server's Purchase does", () => {
    const win = trackingWindow({ gtm: false, pixel: true });
    startCommerceEvents({ gtmId: null, pixelId: PIXEL }, win);
    const size = { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null };
    trackPurchase({
      ...order,
      code: 'HT-VARIANT1',
      items: [item({ variant_id: 47, options: [size] }), item({ variant_id: 12 })],
    });
    expect(pixelEvents(win)[0]?.[2]).toMatchObject({ content_ids: ['11-47', '11'] });
  });

  it("reports a purchase to GA4 with its code, shipping and the server's total", () => {
    const win = trackingWindow({ gtm: true, pixel: false });
    startCommerceEvents({ gtmId: GTM, pixelId: null }, win);
    trackPurchase(order);
    expect(win.fbq).toBeUndefined();
    expect(layerEvents(win)[1]).toEqual({
      event: 'purchase',
      event_id: 'purchase-HT-7K3M9Q2X',
      ecommerce: {
        currency: 'BDT',
        value: 4680,
        transaction_id: 'HT-7K3M9Q2X',
        shipping: 60,
        items: [
          { item_id: '11', item_name: 'Jamdani saree', price: 2250, quantity: 2 },
          { item_id: '91', item_name: 'Old tea', price: 120, quantity: 1 },
        ],
      },
    });
  });

  it('sums the cart at checkout, and sends nothing for an empty one', () => {
    const win = trackingWindow({ gtm: true, pixel: true });
    startCommerceEvents({ gtmId: GTM, pixelId: PIXEL }, win);
    trackInitiateCheckout([]);
    expect(pixelEvents(win)).toEqual([]);
    const product = makeProduct();
    trackInitiateCheckout([
      { id: 11, name: 'Jamdani saree', price: 2250.5, quantity: 2, product },
      { id: 12, name: 'Tea', price: 0.1, quantity: 3, product },
    ]);
    expect(pixelEvents(win)[0]?.slice(0, 3)).toEqual([
      'track',
      'InitiateCheckout',
      expect.objectContaining({ value: 4501.3, num_items: 5 }) as unknown,
    ]);
    expect(layerEvents(win)[1]).toMatchObject({ event: 'begin_checkout', ecommerce: { value: 4501.3 } });
  });

  it('holds events made before the plan is known, then sends them, or drops them where tracking is not allowed', () => {
    trackViewContent(makeProduct());
    const win = trackingWindow({ gtm: true, pixel: true });
    startCommerceEvents({ gtmId: GTM, pixelId: PIXEL }, win);
    expect(pixelEvents(win).map((call) => call[1])).toEqual(['ViewContent']);

    resetCommerceEvents();
    trackViewContent(makeProduct());
    // The shared market host: the plan allows nothing, even where a page of another origin set up a dataLayer.
    const market: EventWindow = { dataLayer: [] };
    startCommerceEvents({ gtmId: null, pixelId: null }, market);
    trackAddToCart(makeProduct());
    expect(market.dataLayer).toEqual([]);
    expect(market.fbq).toBeUndefined();
  });
});
