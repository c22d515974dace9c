/**
 * Steadfast (portal.packzy.com, API v1). Every request carries the shop's `Api-Key` and `Secret-Key`.
 * - `POST /create_order` books one parcel: `invoice`, `recipient_name`, `recipient_phone` (11 digits),
 *   `recipient_address`, `cod_amount` (taka), `note`, `item_description`; the answer's `consignment` holds
 *   `consignment_id`, `tracking_code` and `status`.
 * - `POST /create_order/bulk-order` books up to 500: `data` is the JSON-encoded array of those objects;
 *   each item of the answer's `data` comes back with `status` "success" (and its ids) or "error".
 * - `GET /status_by_cid/{id}` (also `/status_by_invoice/{invoice}`, `/status_by_trackingcode/{code}`)
 *   answers `{ status: 200, delivery_status }`.
 * - `GET /fraud_check/{phone}`: `total_parcels`, `total_delivered`, `total_cancelled`.
 * - `GET /get_balance` answers `{ status: 200, current_balance }` (how the keys are checked when saved).
 * - Webhooks: POST JSON with `Authorization: Bearer <the token the shop set in Steadfast's portal>`;
 *   `notification_type` "delivery_status" (`consignment_id`, `invoice`, `cod_amount`, `status`,
 *   `delivery_charge`, `tracking_message`, `updated_at`) or "tracking_update" (a message, no status).
 * Refusals come back as `{ status: 400, errors: { field: [message] } }`, with HTTP 200 or a 4xx; the body's
 * `status` is read first. test/contracts/steadfast.ts answers as documented and records what it chose.
 */
import { paisaFromTaka, takaFromPaisa } from '@haat/domain/money';
import { normalizeMobile } from '@haat/domain/phone';
import { failureForStatus } from '../outbound/external-error.ts';
import { field, numberField, textField, type OutboundAnswer } from '../outbound/http-json.ts';
import {
  CourierError,
  type Booking,
  type BookingOutcome,
  type Courier,
  type CourierStatus,
  type FraudReport,
  type Parcel,
  type ParcelState,
  type ParcelUpdate,
  type WebhookResult,
} from './courier.ts';
import { COURIER_TIMEOUT_MS, courierRequest, snippet, validationErrors } from './courier-http.ts';
import { chunks } from './map-limited.ts';
import { steadfastTrackingUrl } from './tracking-links.ts';
import { bearerToken, readWebhookJson, secretMatches, webhookReply } from './webhook.ts';
import { STEADFAST_URL } from '../../platform/config/service-urls.ts';

/** The bulk endpoint takes at most this many parcels. */
export const STEADFAST_BULK_LIMIT = 500;

export interface SteadfastCredentials {
  apiKey: string;
  secretKey: string;
  /** The token the shop entered as the webhook's "Auth Token (Bearer)" in Steadfast's portal. */
  webhookSecret?: string;
}

export interface SteadfastOptions extends SteadfastCredentials {
  baseUrl?: string;
  timeoutMs?: number;
}

/** Steadfast's `delivery_status` words (and its webhooks' capitalised ones, lower-cased) onto ours. */
export const STEADFAST_STATUSES: Readonly<Record<string, CourierStatus>> = {
  in_review: 'booked',
  // After review every parcel not yet delivered or cancelled is `pending`: in Steadfast's hands.
  pending: 'shipped',
  hold: 'on_hold',
  delivered_approval_pending: 'delivered',
  delivered: 'delivered',
  partial_delivered_approval_pending: 'partially_delivered',
  partial_delivered: 'partially_delivered',
  // Cancelled at the door (or later) and settled: the parcel goes back to the shop.
  cancelled_approval_pending: 'returning',
  cancelled: 'returned',
  unknown_approval_pending: 'unknown',
  unknown: 'unknown',
};

export function steadfastStatus(word: string | undefined): CourierStatus {
  return STEADFAST_STATUSES[(word ?? '').trim().toLowerCase().replace(/\s+/gu, '_')] ?? 'unknown';
}

const COURIER = 'steadfast';

export function createSteadfast(options: SteadfastOptions): Courier {
  const baseUrl = (options.baseUrl ?? STEADFAST_URL).replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? COURIER_TIMEOUT_MS;
  const headers = { 'Api-Key': options.apiKey, 'Secret-Key': options.secretKey };

  const call = (method: 'GET' | 'POST', path: string, json?: unknown) =>
    courierRequest(COURIER, { method, url: `${baseUrl}${path}`, headers, json, timeoutMs });

  const orderFields = (parcel: Parcel) => ({
    invoice: parcel.invoice,
    recipient_name: parcel.recipientName,
    recipient_phone: normalizeMobile(parcel.recipientPhone),
    recipient_address: parcel.recipientAddress,
    cod_amount: takaFromPaisa(parcel.codAmount),
    ...(parcel.note ? { note: parcel.note } : {}),
    ...(parcel.itemDescription ? { item_description: parcel.itemDescription } : {}),
  });

  const booking = (parcel: Parcel, item: unknown, raw: unknown): Booking => {
    const consignmentId = textField(item, 'consignment_id');
    const trackingCode = textField(item, 'tracking_code');
    if (!consignmentId || !trackingCode)
      throw new CourierError(COURIER, 'bad_answer', { detail: 'no consignment_id or tracking_code' });
    const courierStatus = textField(item, 'status') ?? 'in_review';
    const cod = numberField(item, 'cod_amount');
    return {
      invoice: parcel.invoice,
      consignmentId,
      trackingCode,
      trackingUrl: steadfastTrackingUrl(trackingCode),
      // A bulk item's `status` is "success", not a delivery status.
      status: courierStatus === 'success' ? 'booked' : steadfastStatus(courierStatus),
      courierStatus: courierStatus === 'success' ? 'in_review' : courierStatus,
      codAmount: cod === undefined ? parcel.codAmount : paisaFromTaka(cod),
      raw,
    };
  };

  return {
    name: COURIER,

    async verify() {
      const answer = await call('GET', '/get_balance');
      if (!ok(answer) || numberField(answer.body, 'current_balance') === undefined) throw refusal(answer);
    },

    async book(parcel) {
      const answer = await call('POST', '/create_order', orderFields(parcel));
      const consignment = field(answer.body, 'consignment');
      if (!ok(answer) || consignment === undefined) throw refusal(answer);
      return booking(parcel, consignment, answer.body);
    },

    async bookMany(parcels) {
      const outcomes: BookingOutcome[] = [];
      for (const chunk of chunks(parcels, STEADFAST_BULK_LIMIT)) {
        try {
          outcomes.push(...(await bookChunk(chunk)));
        } catch (error) {
          if (!(error instanceof CourierError)) throw error;
          // The whole call failed: every parcel in it failed the same way (a timeout may have booked them;
          // retrying then meets "invoice already taken", a `duplicate`).
          outcomes.push(...chunk.map((parcel) => ({ invoice: parcel.invoice, ok: false as const, error })));
        }
      }
      return outcomes;
    },

    async status(ref) {
      const answer = await call('GET', `/status_by_cid/${encodeURIComponent(ref.consignmentId)}`);
      const word = textField(answer.body, 'delivery_status');
      if (!ok(answer) || word === undefined) throw refusal(answer);
      return {
        consignmentId: ref.consignmentId,
        status: steadfastStatus(word),
        courierStatus: word,
        raw: answer.body,
      } satisfies ParcelState;
    },

    async parseWebhook(request) {
      if (!secretMatches(bearerToken(request.headers.get('authorization')), options.webhookSecret)) {
        return {
          accepted: false,
          reason: 'bad_secret',
          reply: webhookReply(401, { status: 'error', message: 'Unauthorized.' }),
        };
      }
      return readWebhook(await readWebhookJson(request));
    },

    trackingUrl: (ref) => steadfastTrackingUrl(ref.trackingCode ?? ref.consignmentId),

    async fraudCheck(phone) {
      const answer = await call('GET', `/fraud_check/${encodeURIComponent(normalizeMobile(phone))}`);
      // The documentation's sample says `total_parcels`; some answers say `total_parcel`.
      const total = numberField(answer.body, 'total_parcels') ?? numberField(answer.body, 'total_parcel');
      if (!ok(answer) || total === undefined) throw refusal(answer);
      return {
        totalParcels: total,
        delivered: numberField(answer.body, 'total_delivered') ?? 0,
        cancelled: numberField(answer.body, 'total_cancelled') ?? 0,
        raw: answer.body,
      } satisfies FraudReport;
    },
  };

  async function bookChunk(chunk: Parcel[]): Promise<BookingOutcome[]> {
    const answer = await call('POST', '/create_order/bulk-order', { data: JSON.stringify(chunk.map(orderFields)) });
    // The current documentation wraps the items in `data`; the first version answered the bare array.
    const items = Array.isArray(answer.body) ? answer.body : field(answer.body, 'data');
    if (!ok(answer) || !Array.isArray(items)) throw refusal(answer);
    const byInvoice = new Map(items.map((item: unknown) => [textField(item, 'invoice'), item]));
    return chunk.map((parcel, index): BookingOutcome => {
      const item: unknown = byInvoice.get(parcel.invoice) ?? items[index];
      if (textField(item, 'status') !== 'success') {
        return {
          invoice: parcel.invoice,
          ok: false,
          error: new CourierError(COURIER, 'invalid_request', {
            detail: 'Steadfast refused this parcel of the bulk booking',
          }),
        };
      }
      try {
        return { invoice: parcel.invoice, ok: true, booking: booking(parcel, item, item) };
      } catch (error) {
        if (error instanceof CourierError) return { invoice: parcel.invoice, ok: false, error };
        throw error;
      }
    });
  }
}

/** A 2xx whose body does not report a refusal in its own `status`. */
function ok(answer: OutboundAnswer): boolean {
  const status = numberField(answer.body, 'status');
  return answer.status >= 200 && answer.status < 300 && (status === undefined || status === 200);
}

/** What a Steadfast answer that is not a success means. */
function refusal(answer: OutboundAnswer): CourierError {
  const bodyStatus = numberField(answer.body, 'status');
  const message = textField(answer.body, 'message');
  const { fields, message: first } = validationErrors(field(answer.body, 'errors'));
  if (fields.length > 0) {
    const duplicate = fields.includes('invoice') && /already been taken/iu.test(first ?? '');
    return new CourierError(COURIER, duplicate ? 'duplicate' : 'invalid_request', {
      status: answer.status,
      serviceCode: bodyStatus,
      fields,
      detail: first ?? message,
    });
  }
  // The body's `status` says what the HTTP status may not (HTTP 200 with `status: 401`).
  const status = bodyStatus !== undefined && bodyStatus >= 400 ? bodyStatus : answer.status;
  const reason = status < 300 ? 'bad_answer' : failureForStatus(status);
  return new CourierError(COURIER, reason, {
    status: answer.status,
    serviceCode: bodyStatus,
    detail: message ?? snippet(answer),
  });
}

/** A verified webhook's body. */
function readWebhook(body: unknown): WebhookResult {
  const consignmentId = textField(body, 'consignment_id');
  const kind = textField(body, 'notification_type');
  if (!consignmentId || (kind !== 'delivery_status' && kind !== 'tracking_update')) {
    return {
      accepted: false,
      reason: 'bad_payload',
      reply: webhookReply(400, { status: 'error', message: 'Invalid consignment ID.' }),
    };
  }
  const word = kind === 'delivery_status' ? textField(body, 'status') : undefined;
  const cod = numberField(body, 'cod_amount');
  const charge = numberField(body, 'delivery_charge');
  const status = word === undefined ? 'unknown' : steadfastStatus(word);
  const update: ParcelUpdate = {
    consignmentId,
    invoice: textField(body, 'invoice'),
    status,
    courierStatus: word?.toLowerCase() ?? kind,
    message: textField(body, 'tracking_message'),
    // `cod_amount` of a delivered parcel is what was collected.
    ...(cod !== undefined && (status === 'delivered' || status === 'partially_delivered')
      ? { codCollected: paisaFromTaka(cod) }
      : {}),
    ...(charge !== undefined ? { deliveryCharge: paisaFromTaka(charge) } : {}),
    raw: body,
  };
  return {
    accepted: true,
    update,
    reply: webhookReply(200, { status: 'success', message: 'Webhook received successfully.' }),
  };
}
