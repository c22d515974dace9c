/**
 * Courier accounts and shipments (issue 17): what the admin sends to connect a courier and book orders,
 * and what the API answers. Credentials are write-only: no answer carries a key, a password or a token.
 */
import * as v from 'valibot';
import {
  BULK_BOOKING_MAX,
  courierNames,
  courierPlaceKinds,
  courierStatuses,
  placeKinds,
  type CourierPlaceKind,
} from '../couriers.ts';
import { idField, optionalText, requestBody, requiredText, typeMessage } from './rules.ts';
import { recordIdParam } from './queries.ts';
import { idSchema, orNull, takaSchema, timestampSchema } from './wire.ts';

export const courierField = v.picklist(courierNames, typeMessage('validation.invalid_format'));

// ---- courier accounts -----------------------------------------------------------

const credential = requiredText({ max: 500 });
/** A key sent in the courier's HTTP headers: visible ASCII only, as couriers issue them (anything else fails the request). */
const headerKey = v.pipe(credential, v.regex(/^[\x21-\x7e]+$/u, 'validation.invalid_format'));
const optionalId = v.optional(idField);
/** A new webhook secret replaces the current one (the old one stops working); the first save always makes one. */
const newWebhookSecret = v.optional(v.boolean('validation.invalid_format'));

/** `PUT /courier-accounts/{courier}`: the courier's credentials, each courier its own fields. */
export const courierAccountBodySchema = v.variant(
  'courier',
  [
    requestBody({
      courier: v.literal('steadfast'),
      api_key: headerKey,
      secret_key: headerKey,
      new_webhook_secret: newWebhookSecret,
    }),
    requestBody({
      courier: v.literal('pathao'),
      client_id: credential,
      client_secret: credential,
      username: credential,
      password: credential,
      store_id: idField,
      new_webhook_secret: newWebhookSecret,
    }),
    requestBody({
      courier: v.literal('redx'),
      access_token: headerKey,
      pickup_store_id: optionalId,
      new_webhook_secret: newWebhookSecret,
    }),
  ],
  'validation.invalid_format',
);
export type CourierAccountBody = v.InferOutput<typeof courierAccountBodySchema>;

/** A connected courier, with what is not secret. */
export const courierAccountSchema = v.object({
  courier: v.picklist(courierNames),
  /** Pathao's store, RedX's pickup store (null when not set or for Steadfast). */
  store_id: orNull(v.number()),
  /** Where the courier's panel sends status changes (RedX's carries its token, so it is shown only once). */
  webhook_url: v.string(),
  updated_at: timestampSchema,
});
export type CourierAccount = v.InferOutput<typeof courierAccountSchema>;

/** The answer of a save: the account, and the webhook secret when this save made one (shown this once). */
export const savedCourierAccountSchema = v.object({
  ...courierAccountSchema.entries,
  webhook_secret: orNull(v.string()),
});
export type SavedCourierAccount = v.InferOutput<typeof savedCourierAccountSchema>;

// ---- shipments ------------------------------------------------------------------

/** What a shopper sees of a booked parcel: who carries it and where to follow it. */
export const orderShipmentSchema = v.object({
  courier: v.picklist(courierNames),
  tracking_code: v.string(),
  tracking_url: v.string(),
});
export type OrderShipment = v.InferOutput<typeof orderShipmentSchema>;

export const shipmentStates = ['booking', 'booked', 'failed'] as const;

/** The owner's view: the booking, the courier's last word and the money (COD reconciliation). */
export const adminShipmentSchema = v.object({
  id: idSchema,
  order_id: idSchema,
  courier: v.picklist(courierNames),
  state: v.picklist(shipmentStates),
  consignment_id: orNull(v.string()),
  tracking_code: orNull(v.string()),
  tracking_url: orNull(v.string()),
  /** The courier's own word for where the parcel is, as last heard. */
  courier_status: orNull(v.string()),
  /** That word in one vocabulary for every courier, for the admin to say in the owner's language (null with no word). */
  parcel_status: orNull(v.picklist(courierStatuses)),
  /** What the courier collects from the shopper. */
  cod_amount: takaSchema,
  /** What the courier charges the shop, once it says. */
  delivery_charge: orNull(takaSchema),
  /** Why the booking failed: a reason code (`courier.auth_failed`, …) and the courier's own words. */
  error: orNull(v.string()),
  error_detail: orNull(v.string()),
  booked_at: orNull(timestampSchema),
  updated_at: timestampSchema,
});
export type AdminShipment = v.InferOutput<typeof adminShipmentSchema>;

// ---- the courier's places ------------------------------------------------------------

/** `GET /courier-accounts/{courier}/places`: a city list, a city's zones, a zone's areas (Pathao); RedX's areas. */
export const courierPlacesQuerySchema = requestBody({
  kind: v.picklist(placeKinds, typeMessage('validation.invalid_format')),
  parent: v.optional(recordIdParam),
});
export type CourierPlacesQuery = v.InferOutput<typeof courierPlacesQuerySchema>;
export type CourierPlacesQueryInput = v.InferInput<typeof courierPlacesQuerySchema>;

export const courierPlaceSchema = v.object({ id: idSchema, name: v.string() });
export type CourierPlace = v.InferOutput<typeof courierPlaceSchema>;
export const courierPlacesSchema = v.object({ places: v.array(courierPlaceSchema) });
export type CourierPlaces = v.InferOutput<typeof courierPlacesSchema>;

/** Where a parcel goes, in the courier's own places (ids from the places lookup; RedX also wants the area's name). */
export const parcelLocationSchema = v.object({
  city_id: v.optional(idField),
  zone_id: v.optional(idField),
  area_id: v.optional(idField),
  area_name: optionalText({ max: 200 }),
});
export type ParcelLocation = v.InferOutput<typeof parcelLocationSchema>;

const locationFields: Readonly<Record<CourierPlaceKind, 'city_id' | 'zone_id' | 'area_id'>> = {
  city: 'city_id',
  zone: 'zone_id',
  area: 'area_id',
};

/**
 * Names only places its courier has, and a RedX area by its id and name together. Without a location the server
 * finds the place from the order's area (decision 243).
 */
function locationFits({ courier, location }: { courier: (typeof courierNames)[number]; location?: ParcelLocation }) {
  if (location === undefined) return true;
  const kinds = courierPlaceKinds[courier];
  const fits = placeKinds.every((kind) => kinds.includes(kind) || location[locationFields[kind]] === undefined);
  return fits && (courier !== 'redx' || (location.area_id !== undefined && location.area_name !== undefined));
}

/** `POST /orders/{id}/shipment`: book one order, with the places its courier needs. */
export const bookShipmentBodySchema = v.pipe(
  requestBody({ courier: courierField, location: v.optional(parcelLocationSchema) }),
  v.forward(v.check(locationFits, 'validation.courier_location'), ['location']),
);
export type BookShipmentBody = v.InferOutput<typeof bookShipmentBodySchema>;

/** `POST /orders/shipments`: book many orders with one courier. */
export const bookShipmentsBodySchema = requestBody({
  courier: courierField,
  order_ids: v.pipe(
    v.array(idField, 'validation.invalid_format'),
    v.minLength(1, 'validation.required'),
    v.maxLength(BULK_BOOKING_MAX, 'validation.max_value'),
    v.check((ids) => new Set(ids).size === ids.length, 'validation.invalid_format'),
  ),
});
export type BookShipmentsBody = v.InferOutput<typeof bookShipmentsBodySchema>;

/** Each order of a bulk booking: its shipment (being booked), or why it was not booked. */
export const bookingResultsSchema = v.object({
  results: v.array(
    v.object({
      order_id: idSchema,
      shipment: orNull(adminShipmentSchema),
      /** The refusal's message (the same as the one-order call's 404 or 409). */
      error: orNull(v.string()),
    }),
  ),
});
export type BookingResults = v.InferOutput<typeof bookingResultsSchema>;

/** A path naming a courier (the admin's account routes, the couriers' webhooks). */
export const courierParamsSchema = v.object({ courier: courierField });
