/**
 * One interface for the couriers a shop books parcels with (Steadfast, Pathao, RedX). An adapter is made
 * per shop, from that shop's credentials (create-courier.ts), and only talks HTTP: what is booked, stored
 * and shown is the caller's (a job, a route). Every failure is a CourierError saying whether another
 * attempt can succeed (`retryable`) and why not, as a reason code the admin can show (`code`).
 *
 * Statuses: each courier has its own words (Steadfast `partial_delivered`, Pathao `order.in-transit`, RedX
 * `agent-returning`); each adapter maps them onto CourierStatus, and `orderStatusFor` maps those onto the
 * order statuses a courier can move an order to (`shipped`, `delivered`, `returned`).
 */
import type { Paisa } from '@haat/domain/money';
import { ExternalServiceError, type ExternalErrorDetails, type ExternalFailure } from '../outbound/external-error.ts';

import type { CourierName, CourierStatus } from '@haat/domain/couriers';

export type { CourierName, CourierStatus } from '@haat/domain/couriers';

/** The order statuses a courier's report can move an order to. */
export type OrderStatusFromCourier = 'shipped' | 'delivered' | 'returned';

/**
 * The order status a courier status calls for, or null when it calls for none: a booking is not yet a
 * shipment, a parcel on its way back may still change course, and a cancellation is the owner's to handle.
 */
export function orderStatusFor(status: CourierStatus): OrderStatusFromCourier | null {
  switch (status) {
    case 'shipped':
    case 'on_hold':
      return 'shipped';
    case 'delivered':
    case 'partially_delivered':
      return 'delivered';
    case 'returned':
      return 'returned';
    default:
      return null;
  }
}

/** An order to book, in the platform's terms; each adapter writes it in its courier's fields. */
export interface Parcel {
  /** The order's code: Steadfast `invoice`, Pathao `merchant_order_id`, RedX `merchant_invoice_id`. Unique per shop. */
  invoice: string;
  recipientName: string;
  /** As the shopper gave it; adapters write it in the form their courier wants. */
  recipientPhone: string;
  recipientAddress: string;
  /** What the courier collects on delivery (0 when paid already). */
  codAmount: Paisa;
  /** Delivery instructions. */
  note?: string;
  itemDescription?: string;
  /** Pieces in the parcel (Pathao `item_quantity`; default 1). */
  itemCount?: number;
  /** Default 0.5 kg. */
  weightKg?: number;
  /** The declared value (RedX `value`; default the COD amount). */
  declaredValue?: Paisa;
  /**
   * The courier's own place ids: Pathao city/zone/area (optional: Pathao finds them from the address) and
   * RedX's delivery area (required by RedX: `areaId` and `areaName`). See each adapter's lookups.
   */
  location?: { cityId?: number; zoneId?: number; areaId?: number; areaName?: string };
}

/** A booked parcel: what to store with the order. */
export interface Booking {
  invoice: string;
  /** The courier's id for the parcel (status lookups, webhooks). */
  consignmentId: string;
  /** What the shopper tracks it by (Steadfast's tracking code; Pathao and RedX use the consignment id). */
  trackingCode: string;
  /** The courier's public tracking page for the shopper. */
  trackingUrl: string;
  status: CourierStatus;
  /** The courier's own word for the status. */
  courierStatus: string;
  /** What the courier will collect, as it recorded it. */
  codAmount: Paisa;
  /** The courier's charge, when it says at booking (Pathao); otherwise later, from a webhook or status. */
  deliveryCharge?: Paisa;
  /** The courier's answer (holds the recipient's details: never log it whole). */
  raw: unknown;
}

export type BookingOutcome =
  { invoice: string; ok: true; booking: Booking } | { invoice: string; ok: false; error: CourierError };

/** What a stored booking is looked up by. */
export interface ConsignmentRef {
  consignmentId: string;
  invoice?: string;
  trackingCode?: string;
}

export interface ParcelState {
  consignmentId: string;
  status: CourierStatus;
  courierStatus: string;
  /** Collected from the shopper, when the courier reports it (on delivery). */
  codCollected?: Paisa;
  deliveryCharge?: Paisa;
  raw: unknown;
}

/** What a verified webhook says about one parcel. */
export interface ParcelUpdate extends ParcelState {
  invoice?: string;
  trackingCode?: string;
  /** The courier's note (a tracking message, a reason for a return). */
  message?: string;
}

/** What to answer the courier's webhook call with. */
export interface WebhookReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type WebhookResult =
  /** `update` is null for calls that concern no parcel (Pathao's integration check, store events). */
  | { accepted: true; update: ParcelUpdate | null; reply: WebhookReply }
  | { accepted: false; reason: 'bad_secret' | 'bad_payload'; reply: WebhookReply };

/** A phone number's delivery record across Steadfast's merchants. */
export interface FraudReport {
  totalParcels: number;
  delivered: number;
  cancelled: number;
  raw: unknown;
}

export interface Courier {
  readonly name: CourierName;
  /**
   * Checks the shop's credentials with one call that changes nothing (when they are saved, so a wrong key shows
   * then, not at the first booking): a CourierError (`auth_failed` for refused keys) when the courier says no.
   */
  verify(): Promise<void>;
  /** Books one parcel. */
  book(parcel: Parcel): Promise<Booking>;
  /**
   * Books many parcels and reports each one (in the order given): one failing does not stop the others.
   * Steadfast takes up to 500 in one bulk call; Pathao and RedX are booked a few at a time.
   */
  bookMany(parcels: readonly Parcel[]): Promise<BookingOutcome[]>;
  /** Asks the courier where a parcel is (the poll behind webhooks). */
  status(ref: ConsignmentRef): Promise<ParcelState>;
  /**
   * Verifies a webhook call with this shop's secret and reads it. The caller answers with `reply` whatever
   * the result (Pathao wants a 202 with its integration header even for calls that change nothing).
   */
  parseWebhook(request: Request): Promise<WebhookResult>;
  /** The shopper's tracking link for a booking. */
  trackingUrl(booking: { consignmentId: string; trackingCode?: string; recipientPhone?: string }): string;
  /** Steadfast only: how parcels to this phone number ended, across merchants. */
  fraudCheck?(phone: string): Promise<FraudReport>;
}

/** A courier call that failed; `code` is the reason code the admin shows (`courier.auth_failed`, …). */
export class CourierError extends ExternalServiceError {
  constructor(
    readonly courier: CourierName,
    reason: ExternalFailure,
    details: ExternalErrorDetails = {},
  ) {
    super(courier, reason, details);
    this.name = 'CourierError';
  }

  get code(): `courier.${ExternalFailure}` {
    return `courier.${this.reason}`;
  }
}
