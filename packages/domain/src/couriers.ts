/** The couriers a shop books parcels with (issue 17); the API's adapters are one per name. */
export const courierNames = ['steadfast', 'pathao', 'redx'] as const;
export type CourierName = (typeof courierNames)[number];

export function isCourierName(value: string): value is CourierName {
  return (courierNames as readonly string[]).includes(value);
}

/** The order statuses an order may be booked with a courier from: accepted (it then moves to processing) or processing. */
export const bookableOrderStatuses = ['accepted', 'processing'] as const;

export function isBookable(status: string): boolean {
  return (bookableOrderStatuses as readonly string[]).includes(status);
}

/** Orders booked in one bulk request at most (Steadfast's bulk call takes 500). */
export const BULK_BOOKING_MAX = 500;
