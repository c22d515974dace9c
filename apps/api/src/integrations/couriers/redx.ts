/**
 * RedX's open API (base https://openapi.redx.com.bd/v1.0.0-beta; sandbox https://sandbox.redx.com.bd/v1.0.0-beta).
 * Every request carries `API-ACCESS-TOKEN: Bearer <the shop's token>`.
 * - `POST /parcel`: `customer_name`, `customer_phone`, `delivery_area`, `delivery_area_id`, `customer_address`,
 *   `merchant_invoice_id`, `cash_collection_amount` (taka, a string), `parcel_weight` (grams), `instruction`,
 *   `value`, `pickup_store_id`; answers `{ tracking_id }`. RedX has no bulk booking: bookMany books three at once.
 * - `GET /parcel/info/{tracking_id}`: `{ parcel: { status, charge, cash_collection_amount, … } }`;
 *   `GET /parcel/track/{tracking_id}`: the tracking messages.
 * - `GET /areas` (optionally `?post_code=` or `?district_name=`): `{ areas: [{ id, name, post_code, division_name, zone_id }] }`.
 * - Webhooks: RedX signs nothing; "any required credentials should be included in the query parameters"
 *   of the callback URL, so the shop's callback URL carries `?token=<its webhook token>`. The body:
 *   `tracking_number`, `timestamp`, `status`, `message_en`, `message_bn`, `invoice_number`.
 * test/contracts/redx.ts answers as documented and records what it chose where the documentation is silent.
 */
import { paisaFromTaka, takaFromPaisa } from '@haat/domain/money';
import { normalizeMobile } from '@haat/domain/phone';
import { failureForStatus } from '../outbound/external-error.ts';
import { field, numberField, textField, type OutboundAnswer } from '../outbound/http-json.ts';
import {
  CourierError,
  type Booking,
  type Courier,
  type CourierStatus,
  type Parcel,
  type WebhookResult,
} from './courier.ts';
import { COURIER_TIMEOUT_MS, courierRequest, snippet, validationErrors } from './courier-http.ts';
import { bookEach } from './map-limited.ts';
import { redxTrackingUrl } from './tracking-links.ts';
import { readWebhookJson, secretMatches, webhookReply } from './webhook.ts';
import { REDX_URL } from '../../platform/config/service-urls.ts';

const DEFAULT_WEIGHT_GRAMS = 500;
const BOOKING_CONCURRENCY = 3;
const COURIER = 'redx';

export interface RedxCredentials {
  accessToken: string;
  /** The token the shop's callback URL carries as `?token=` (set with the URL in RedX's merchant panel). */
  webhookToken?: string;
  /** The pickup store parcels leave from (default: the account's). */
  pickupStoreId?: number;
}

export interface RedxOptions extends RedxCredentials {
  baseUrl?: string;
  timeoutMs?: number;
}

export interface RedxArea {
  id: number;
  name: string;
  postCode: number | undefined;
  division: string | undefined;
}

export interface RedxCourier extends Courier {
  /** RedX's delivery areas (all, or by post code or district). */
  areas(filter?: { postCode?: string; districtName?: string }): Promise<RedxArea[]>;
  /** The parcel's tracking messages, newest last. */
  track(trackingId: string): Promise<{ message: string; messageBn: string | undefined; at: string | undefined }[]>;
}

/** RedX's parcel statuses (info) and webhook statuses onto ours. */
export const REDX_STATUSES: Readonly<Record<string, CourierStatus>> = {
  'pickup-pending': 'booked',
  'pickup-success': 'shipped',
  'picked-up': 'shipped',
  'in-hub': 'shipped',
  'ready-for-delivery': 'shipped',
  'delivery-in-progress': 'shipped',
  'agent-area-change': 'shipped',
  'agent-hold': 'on_hold',
  delivered: 'delivered',
  'partial-delivered': 'partially_delivered',
  'agent-returning': 'returning',
  returned: 'returned',
  cancelled: 'cancelled',
};

export function redxStatus(word: string | undefined): CourierStatus {
  return (
    REDX_STATUSES[
      (word ?? '')
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/gu, '-')
    ] ?? 'unknown'
  );
}

export function createRedx(options: RedxOptions): RedxCourier {
  const baseUrl = (options.baseUrl ?? REDX_URL).replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? COURIER_TIMEOUT_MS;
  const call = (method: 'GET' | 'POST', path: string, json?: unknown) =>
    courierRequest(COURIER, {
      method,
      url: `${baseUrl}${path}`,
      headers: { 'API-ACCESS-TOKEN': `Bearer ${options.accessToken}` },
      json,
      timeoutMs,
    });

  const parcelFields = (parcel: Parcel) => {
    const cod = takaFromPaisa(parcel.codAmount);
    const location = parcel.location ?? {};
    return {
      customer_name: parcel.recipientName,
      customer_phone: normalizeMobile(parcel.recipientPhone),
      // Required by RedX; a missing area comes back as RedX's own validation error.
      ...(location.areaName === undefined ? {} : { delivery_area: location.areaName }),
      ...(location.areaId === undefined ? {} : { delivery_area_id: location.areaId }),
      customer_address: parcel.recipientAddress,
      merchant_invoice_id: parcel.invoice,
      cash_collection_amount: String(cod),
      parcel_weight: Math.round((parcel.weightKg ?? DEFAULT_WEIGHT_GRAMS / 1000) * 1000),
      value: parcel.declaredValue === undefined ? cod : takaFromPaisa(parcel.declaredValue),
      ...(parcel.note ? { instruction: parcel.note } : {}),
      ...(options.pickupStoreId === undefined ? {} : { pickup_store_id: options.pickupStoreId }),
    };
  };

  const courier: RedxCourier = {
    name: COURIER,

    /** The areas of one post code (Dhaka's GPO): a small answer, and only with a good token. */
    async verify() {
      await courier.areas({ postCode: '1000' });
    },

    async book(parcel) {
      const answer = await call('POST', '/parcel', parcelFields(parcel));
      const trackingId = textField(answer.body, 'tracking_id');
      if (!success(answer) || !trackingId) throw refusal(answer);
      return {
        invoice: parcel.invoice,
        consignmentId: trackingId,
        trackingCode: trackingId,
        trackingUrl: redxTrackingUrl(trackingId),
        status: 'booked',
        courierStatus: 'pickup-pending',
        codAmount: parcel.codAmount,
        raw: answer.body,
      } satisfies Booking;
    },

    bookMany: (parcels) => bookEach(parcels, BOOKING_CONCURRENCY, (parcel) => courier.book(parcel)),

    async status(ref) {
      const answer = await call('GET', `/parcel/info/${encodeURIComponent(ref.consignmentId)}`);
      const parcel = field(answer.body, 'parcel');
      const word = textField(parcel, 'status');
      if (!success(answer) || !word) throw refusal(answer);
      const status = redxStatus(word);
      const charge = numberField(parcel, 'charge');
      const cod = numberField(parcel, 'cash_collection_amount');
      return {
        consignmentId: ref.consignmentId,
        status,
        courierStatus: word,
        ...(charge === undefined ? {} : { deliveryCharge: paisaFromTaka(charge) }),
        ...(cod !== undefined && status === 'delivered' ? { codCollected: paisaFromTaka(cod) } : {}),
        raw: answer.body,
      };
    },

    async parseWebhook(request) {
      if (!secretMatches(new URL(request.url).searchParams.get('token'), options.webhookToken)) {
        return {
          accepted: false,
          reason: 'bad_secret',
          reply: webhookReply(401, { status: 'error', message: 'Unauthorized' }),
        };
      }
      return readWebhook(await readWebhookJson(request));
    },

    trackingUrl: (booking) => redxTrackingUrl(booking.trackingCode ?? booking.consignmentId),

    async areas(filter = {}) {
      const query = new URLSearchParams();
      if (filter.postCode) query.set('post_code', filter.postCode);
      else if (filter.districtName) query.set('district_name', filter.districtName);
      const answer = await call('GET', `/areas${query.size > 0 ? `?${query.toString()}` : ''}`);
      const areas = field(answer.body, 'areas');
      if (!success(answer) || !Array.isArray(areas)) throw refusal(answer);
      return areas.map((area: unknown) => ({
        id: numberField(area, 'id') ?? 0,
        name: textField(area, 'name') ?? '',
        postCode: numberField(area, 'post_code'),
        division: textField(area, 'division_name'),
      }));
    },

    async track(trackingId) {
      const answer = await call('GET', `/parcel/track/${encodeURIComponent(trackingId)}`);
      const steps = field(answer.body, 'tracking');
      if (!success(answer) || !Array.isArray(steps)) throw refusal(answer);
      return steps.map((step: unknown) => ({
        message: textField(step, 'message_en') ?? '',
        messageBn: textField(step, 'message_bn'),
        at: textField(step, 'time'),
      }));
    },
  };
  return courier;
}

function success(answer: OutboundAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

function refusal(answer: OutboundAnswer): CourierError {
  const message = textField(answer.body, 'message');
  const { fields, message: first } = validationErrors(field(answer.body, 'errors'));
  if (answer.status < 300)
    return new CourierError(COURIER, 'bad_answer', { status: answer.status, detail: snippet(answer) });
  return new CourierError(COURIER, failureForStatus(answer.status), {
    status: answer.status,
    fields,
    detail: first ?? message ?? snippet(answer),
  });
}

function readWebhook(body: unknown): WebhookResult {
  const trackingId = textField(body, 'tracking_number');
  const word = textField(body, 'status');
  if (!trackingId || !word)
    return {
      accepted: false,
      reason: 'bad_payload',
      reply: webhookReply(400, { status: 'error', message: 'Invalid payload' }),
    };
  return {
    accepted: true,
    update: {
      consignmentId: trackingId,
      trackingCode: trackingId,
      invoice: textField(body, 'invoice_number'),
      status: redxStatus(word),
      courierStatus: word,
      message: textField(body, 'message_en'),
      raw: body,
    },
    reply: webhookReply(200, { status: 'success' }),
  };
}
