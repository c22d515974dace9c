/** The couriers a shop books parcels with (issue 17); the API's adapters are one per name. */
export const courierNames = ['steadfast', 'pathao', 'redx'] as const;
export type CourierName = (typeof courierNames)[number];

export function isCourierName(value: string): value is CourierName {
  return (courierNames as readonly string[]).includes(value);
}

/** Where a parcel is, in one vocabulary for every courier: each courier's own words map onto these (the API's adapters). */
export const courierStatuses = [
  /** The courier has the booking; nobody has picked the parcel up yet. */
  'booked',
  /** Picked up and on its way (in a hub, in transit, out for delivery). */
  'shipped',
  /** Held by the courier (delivery failed, the shopper asked to wait, an address to fix). */
  'on_hold',
  'delivered',
  /** The shopper took part of it; the rest comes back. */
  'partially_delivered',
  /** Refused or undeliverable, on its way back to the shop. */
  'returning',
  /** Back with the shop, or settled by the courier as returned. */
  'returned',
  /** Cancelled before it left the shop. */
  'cancelled',
  /** A word the adapter does not know, or an event that says nothing about where the parcel is. */
  'unknown',
] as const;
export type CourierStatus = (typeof courierStatuses)[number];

/** The order statuses an order may be booked with a courier from: accepted (it then moves to processing) or processing. */
export const bookableOrderStatuses = ['accepted', 'processing'] as const;

export function isBookable(status: string): boolean {
  return (bookableOrderStatuses as readonly string[]).includes(status);
}

/** Orders booked in one bulk request at most (Steadfast's bulk call takes 500). */
export const BULK_BOOKING_MAX = 500;

/** A booking's error when the owner must choose the courier's area (several fit the order's, or none); its detail names them. */
export const AREA_NEEDED = 'courier.area_needed';

/** The longest address each courier's booking takes (Pathao 220, Steadfast 250; RedX states none, so Steadfast's). */
export const parcelAddressMax: Readonly<Record<CourierName, number>> = { steadfast: 250, pathao: 220, redx: 250 };

/**
 * The courier's own places a parcel is addressed to: Pathao takes a city, a zone and an area (all optional:
 * it can read them from the address), RedX requires an area from its list; Steadfast reads the address alone.
 * A Pathao zone list is a city's, an area list a zone's.
 */
export const placeKinds = ['city', 'zone', 'area'] as const;
export type CourierPlaceKind = (typeof placeKinds)[number];

export const courierPlaceKinds: Readonly<Record<CourierName, readonly CourierPlaceKind[]>> = {
  steadfast: [],
  pathao: ['city', 'zone', 'area'],
  redx: ['area'],
};

/** A parcel line's weight: the variant's grams when it was ordered (null: the owner gave none), times the quantity. */
export interface WeighedLine {
  weight_grams: number | null;
  quantity: number;
}

/**
 * The parcel's weight in grams, or null when a line has no weight (or all weigh nothing): a partial sum would
 * under-declare the parcel, and a courier charges by weight steps, so its own default weight is the honest answer.
 */
export function parcelWeightGrams(lines: readonly WeighedLine[]): number | null {
  let grams = 0;
  for (const line of lines) {
    if (line.weight_grams === null) return null;
    grams += line.weight_grams * line.quantity;
  }
  return grams > 0 ? grams : null;
}
