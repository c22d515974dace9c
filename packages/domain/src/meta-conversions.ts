/**
 * The Meta Conversions API's server-side `Purchase` (issue 31 item 5, decision 219): the event a shop's server sends
 * beside its pixel's, with the same event id so Meta counts the purchase once. Pure: the API hashes the user data
 * (SHA-256, as Meta requires) and sends it from a job.
 */
import { internationalMobileDigits } from './phone.ts';
import { metaItemId } from './meta-ids.ts';
import { takaFromPaisa, type Paisa } from './money.ts';

/** Meta refuses events older than 7 days: a retry past this age is given up. */
export const META_EVENT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The shopper's details as Meta normalises them before hashing: the phone with its country code and digits only
 * (`8801…`), the first and last name in lower case without punctuation (Bengali letters kept), the country `bd`.
 */
export interface MetaUserDetails {
  ph: string;
  fn: string | null;
  ln: string | null;
  country: 'bd';
}

export function metaUserDetails(name: string, mobile: string): MetaUserDetails {
  const words = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, '')
    .split(/\s+/u)
    .filter(Boolean);
  return {
    ph: internationalMobileDigits(mobile),
    fn: words[0] ?? null,
    ln: words.length > 1 ? (words.at(-1) ?? null) : null,
    country: 'bd',
  };
}

export interface PurchaseLine {
  productId: number;
  variantId: number;
  /** The variant's option values; empty for a simple product (its id is then the product's). */
  options: readonly string[];
  quantity: number;
  unitPricePaisa: Paisa;
}

export interface PurchaseOrder {
  code: string;
  totalPaisa: Paisa;
  placedAt: Date;
  lines: readonly PurchaseLine[];
}

/** The event's `custom_data`: the order's value in BDT and the items by the ids of the catalogue feed. */
export function purchaseCustomData(order: PurchaseOrder) {
  const ids = order.lines.map((line) => metaItemId(line.productId, line.options.length > 0 ? line.variantId : null));
  return {
    currency: 'BDT',
    value: takaFromPaisa(order.totalPaisa),
    content_type: 'product',
    content_ids: ids,
    contents: order.lines.map((line, index) => ({
      id: ids[index],
      quantity: line.quantity,
      item_price: takaFromPaisa(line.unitPricePaisa),
    })),
    num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    order_id: order.code,
  };
}

/** Whether an event placed at `placedAt` is still young enough for Meta at `now`. */
export function withinMetaEventAge(placedAt: Date, now: Date): boolean {
  return now.getTime() - placedAt.getTime() < META_EVENT_MAX_AGE_SECONDS * 1000;
}
