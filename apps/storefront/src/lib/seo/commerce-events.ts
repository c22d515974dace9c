// Commerce events for the shop owner's Meta pixel and Google Tag Manager (issue 15 item 8): ViewContent,
// AddToCart, InitiateCheckout and Purchase, and GA4's view_item, add_to_cart, begin_checkout and purchase.
// Sent only through the channels the shop's tracking plan allows on this host (features/seo/tracking-plan.ts),
// each with an event id a server-side Conversions API can send again to be de-duplicated (decision 92).
import { unitPriceTaka } from '@haat/domain/price';
import { cartTotals, type CartItem } from '@haat/domain/cart';
import { metaItemId, purchaseEventId } from '@haat/domain/meta-ids';
import type { Order, Product } from '@haat/domain/schemas';

export const CURRENCY = 'BDT';

/** Which channels may carry events here: the shop's tracking plan (ids, or null where not allowed). */
export interface TrackingChannels {
  gtmId: string | null;
  pixelId: string | null;
}

/** What the events are written to: the pixel's `fbq` and GTM's `dataLayer`, as the tracking scripts set them up. */
export interface EventWindow {
  dataLayer?: unknown[];
  fbq?: (...args: unknown[]) => void;
}

interface Line {
  /** The item's id in the shop's Meta catalogue feed (metaItemId). */
  id: string;
  name: string;
  /** Taka a unit. */
  price: number;
  quantity: number;
}

interface CommerceEvent {
  pixel: 'ViewContent' | 'AddToCart' | 'InitiateCheckout' | 'Purchase';
  ga4: 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';
  eventId: string;
  lines: readonly Line[];
  /** Taka; the lines' sum unless given (a purchase's total includes delivery). */
  value?: number;
  /** A purchase: its order code. */
  transactionId?: string;
  shipping?: number;
}

/** Events made before the plan is known (a page's first render runs before the scripts are set up) wait here. */
const MAX_WAITING = 20;
let channels: { plan: TrackingChannels; win: EventWindow } | null = null;
let waiting: CommerceEvent[] = [];
/** Order codes already reported: the success page may render again, a purchase is one event. */
const purchased = new Set<string>();

/** 128 random bits as hex (crypto.randomUUID needs a secure context; a shop may be served over plain HTTP). */
function newEventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function send(event: CommerceEvent, { plan, win }: { plan: TrackingChannels; win: EventWindow }): void {
  const totals = cartTotals(event.lines);
  const value = event.value ?? totals.total;
  if (plan.pixelId && win.fbq) {
    const params: Record<string, unknown> = {
      content_ids: event.lines.map((line) => line.id),
      content_type: 'product',
      contents: event.lines.map((line) => ({ id: line.id, quantity: line.quantity, item_price: line.price })),
      value,
      currency: CURRENCY,
    };
    if (event.lines.length === 1) params['content_name'] = event.lines[0]?.name;
    if (event.pixel === 'InitiateCheckout' || event.pixel === 'Purchase') {
      params['num_items'] = totals.totalItems;
    }
    win.fbq('track', event.pixel, params, { eventID: event.eventId });
  }
  if (plan.gtmId && win.dataLayer) {
    const ecommerce: Record<string, unknown> = {
      currency: CURRENCY,
      value,
      items: event.lines.map((line) => ({
        item_id: line.id,
        item_name: line.name,
        price: line.price,
        quantity: line.quantity,
      })),
    };
    if (event.transactionId !== undefined) ecommerce['transaction_id'] = event.transactionId;
    if (event.shipping !== undefined) ecommerce['shipping'] = event.shipping;
    // Google's advice: clear the previous ecommerce object first, so its fields do not carry over.
    win.dataLayer.push({ ecommerce: null });
    win.dataLayer.push({ event: event.ga4, event_id: event.eventId, ecommerce });
  }
}

function track(event: CommerceEvent): void {
  if (channels) send(event, channels);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/**
 * Called once the shop's tracking scripts are set up (or known to be none): events from now on go out at once,
 * and those that waited go out now (or are dropped where nothing is allowed).
 */
export function startCommerceEvents(plan: TrackingChannels, win: EventWindow = window as EventWindow): void {
  channels = { plan, win };
  const ready = waiting;
  waiting = [];
  for (const event of ready) send(event, channels);
}

/** Back to the start: no plan known, nothing waiting (tests, and a new shop in the same page). */
export function resetCommerceEvents(): void {
  channels = null;
  waiting = [];
  purchased.clear();
}

const productLine = (product: Product, quantity: number): Line => ({
  id: metaItemId(product.id, null),
  name: product.name,
  price: unitPriceTaka(product),
  quantity,
});

/** A product page was seen. */
export function trackViewContent(product: Product): void {
  track({ pixel: 'ViewContent', ga4: 'view_item', eventId: newEventId(), lines: [productLine(product, 1)] });
}

/** `quantity` of a product went into the cart. */
export function trackAddToCart(product: Product, quantity = 1): void {
  track({ pixel: 'AddToCart', ga4: 'add_to_cart', eventId: newEventId(), lines: [productLine(product, quantity)] });
}

/** The checkout opened with these cart lines (nothing is sent for an empty cart). */
export function trackInitiateCheckout(items: readonly CartItem[]): void {
  if (items.length === 0) return;
  const lines = items.map((item) => ({
    id: metaItemId(item.product.id, item.variant?.id ?? null),
    name: item.name,
    price: item.price,
    quantity: item.quantity,
  }));
  track({ pixel: 'InitiateCheckout', ga4: 'begin_checkout', eventId: newEventId(), lines });
}

/** An order was placed: the server's lines and total (with delivery), once per order. */
export function trackPurchase(order: Order): void {
  if (purchased.has(order.code)) return;
  purchased.add(order.code);
  track({
    pixel: 'Purchase',
    ga4: 'purchase',
    eventId: purchaseEventId(order.code),
    lines: order.items.map((item) => ({
      // A line whose product was deleted since is named by the line itself, as nothing in the feed is.
      id:
        item.product_id === null
          ? String(item.id)
          : metaItemId(item.product_id, item.options.length > 0 ? item.variant_id : null),
      name: item.name,
      price: item.unit_price,
      quantity: item.quantity,
    })),
    value: order.total,
    transactionId: order.code,
    shipping: order.delivery_charge,
  });
}
