/**
 * Pathao Courier's merchant API (base https://api-hermes.pathao.com; public sandbox
 * https://courier-api-sandbox.pathao.com), all under `/aladdin/api/v1`:
 * - `POST /issue-token` (OAuth): `client_id`, `client_secret`, and `grant_type` "password" with `username`
 *   and `password`, or "refresh_token" with `refresh_token`; answers `token_type`, `expires_in`,
 *   `access_token`, `refresh_token`. Other calls carry `Authorization: Bearer <access_token>`.
 * - `POST /orders`: `store_id`, `merchant_order_id`, `recipient_name`, `recipient_phone`, `recipient_address`,
 *   optional `recipient_city`/`recipient_zone`/`recipient_area` (Pathao finds them from the address when
 *   left out), `delivery_type` 48 (normal), `item_type` 2 (parcel), `item_quantity`, `item_weight` (kg,
 *   0.5–10), `item_description`, `special_instruction`, `amount_to_collect` (whole taka); answers
 *   `{ type: "success", code: 200, data: { consignment_id, merchant_order_id, order_status, delivery_fee } }`.
 *   Refusals: 422 `{ message: "Please fix the given errors", type: "error", code: 422, errors: { field: [..] } }`.
 *   (Its `/orders/bulk` only queues the orders and answers without consignment ids, so bookMany books one
 *   at a time, two at once, within Pathao's 60 requests a minute.)
 * - `GET /orders/{consignment_id}/info`: `data.order_status_slug`.
 * - `GET /city-list`, `/cities/{id}/zone-list`, `/zones/{id}/area-list`, `/stores`.
 * - Webhooks: POST JSON with the shop's secret in `X-PATHAO-Signature`; `event` "order.created",
 *   "order.picked", "order.delivered", … (and "webhook_integration" when the shop saves the URL). Pathao
 *   wants every answer to be 202 with the header `X-Pathao-Merchant-Webhook-Integration-Secret`, whose value
 *   its merchant panel shows (the same for every merchant).
 * test/contracts/pathao.ts answers as documented and records what it chose where the documentation is silent.
 */
import { paisaFromTaka, takaFromPaisa } from '@haat/domain/money';
import { normalizeMobile } from '@haat/domain/phone';
import { field, numberField, textField, type OutboundAnswer } from '../outbound/http-json.ts';
import { failureForStatus } from '../outbound/external-error.ts';
import {
  CourierError,
  type Booking,
  type Courier,
  type CourierStatus,
  type Parcel,
  type ParcelUpdate,
  type WebhookResult,
} from './courier.ts';
import { COURIER_TIMEOUT_MS, courierRequest, snippet, validationErrors } from './courier-http.ts';
import { bookEach } from './map-limited.ts';
import { TokenCache, type CachedToken } from '../outbound/token-cache.ts';
import { pathaoTrackingUrl } from './tracking-links.ts';
import { readWebhookJson, secretMatches, webhookReply } from './webhook.ts';
import { PATHAO_URL } from '../../platform/config/service-urls.ts';

/** What Pathao's merchant panel asks webhook answers to carry in X-Pathao-Merchant-Webhook-Integration-Secret. */
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
const INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
const NORMAL_DELIVERY = 48;
const PARCEL = 2;
/** Pathao's lightest weight step, and its default: it refuses an `item_weight` under it. */
const MIN_WEIGHT_KG = 0.5;
/** Bookings in flight at once in bookMany. */
const BOOKING_CONCURRENCY = 2;
const COURIER = 'pathao';
/** The process's tokens, shared by every Pathao adapter (Pathao's last 5 days). */
const pathaoTokens = new TokenCache();

export interface PathaoCredentials {
  clientId: string;
  clientSecret: string;
  /** The merchant account's login email and password. */
  username: string;
  password: string;
  /** The pickup store the parcels leave from. */
  storeId: number;
  /** The secret the shop entered for the webhook in Pathao's merchant panel. */
  webhookSecret?: string;
}

export interface PathaoOptions extends PathaoCredentials {
  baseUrl?: string;
  timeoutMs?: number;
  /** The header value webhook answers carry (default PATHAO_INTEGRATION_SECRET). */
  integrationSecret?: string;
  /** Default: the process's cache. */
  tokens?: TokenCache;
}

export interface PathaoPlace {
  id: number;
  name: string;
}

export interface PathaoStore extends PathaoPlace {
  address: string;
  active: boolean;
  isDefault: boolean;
}

/** The Pathao adapter, with the lookups its booking form needs. */
export interface PathaoCourier extends Courier {
  cities(): Promise<PathaoPlace[]>;
  zones(cityId: number): Promise<PathaoPlace[]>;
  areas(zoneId: number): Promise<(PathaoPlace & { homeDelivery: boolean })[]>;
  stores(): Promise<PathaoStore[]>;
}

/**
 * Pathao's order statuses and webhook events onto ours. Both name the same steps (`Pickup_Requested`,
 * `order.pickup-requested`); the keys are their common kebab-case form (pathaoStatus normalises).
 */
export const PATHAO_STATUSES: Readonly<Record<string, CourierStatus>> = {
  pending: 'booked',
  created: 'booked',
  'pickup-requested': 'booked',
  'assigned-for-pickup': 'booked',
  // The rider came and could not pick it up: still with the shop.
  'pickup-failed': 'booked',
  'pickup-cancelled': 'cancelled',
  picked: 'shipped',
  'at-the-sorting-hub': 'shipped',
  'in-transit': 'shipped',
  'received-at-last-mile-hub': 'shipped',
  'assigned-for-delivery': 'shipped',
  delivered: 'delivered',
  'partial-delivery': 'partially_delivered',
  'delivery-failed': 'on_hold',
  'on-hold': 'on_hold',
  // Pathao declares the return; the return journey's events follow it.
  return: 'returned',
  returned: 'returned',
  'paid-return': 'returned',
  'return-id-created': 'returned',
  'return-in-transit': 'returned',
  'returned-to-merchant': 'returned',
};

/** Our status for a Pathao status slug or webhook event; payment, exchange and update events say nothing. */
export function pathaoStatus(word: string | undefined): CourierStatus {
  const key = (word ?? '')
    .trim()
    .toLowerCase()
    .replace(/^order\./u, '')
    .replace(/[\s_]+/gu, '-');
  return PATHAO_STATUSES[key] ?? 'unknown';
}

export function createPathao(options: PathaoOptions): PathaoCourier {
  const baseUrl = `${(options.baseUrl ?? PATHAO_URL).replace(/\/+$/u, '')}/aladdin/api/v1`;
  const timeoutMs = options.timeoutMs ?? COURIER_TIMEOUT_MS;
  const tokens = options.tokens ?? pathaoTokens;
  const tokenKey = TokenCache.key([
    baseUrl,
    options.clientId,
    options.clientSecret,
    options.username,
    options.password,
  ]);

  async function issue(grant: Record<string, string>): Promise<CachedToken> {
    const answer = await courierRequest(COURIER, {
      method: 'POST',
      url: `${baseUrl}/issue-token`,
      json: { client_id: options.clientId, client_secret: options.clientSecret, ...grant },
      timeoutMs,
    });
    const accessToken = textField(answer.body, 'access_token');
    const expiresIn = numberField(answer.body, 'expires_in');
    if (answer.status === 200 && accessToken && expiresIn !== undefined) {
      return {
        accessToken,
        refreshToken: textField(answer.body, 'refresh_token'),
        expiresAt: tokens.now() + expiresIn * 1000,
      };
    }
    // A refused grant (wrong client, wrong login, a dead refresh token) is the credentials' fault.
    const refused = answer.status >= 400 && answer.status < 500 && answer.status !== 429;
    const message = textField(answer.body, 'message') ?? textField(answer.body, 'error_description');
    return Promise.reject(
      new CourierError(
        COURIER,
        refused ? 'auth_failed' : answer.status < 300 ? 'bad_answer' : failureForStatus(answer.status),
        { status: answer.status, detail: message ?? snippet(answer) },
      ),
    );
  }

  /** A usable access token: the kept one, a renewed one, or a new one. */
  async function accessToken(renew = false): Promise<string> {
    const fresh = renew ? undefined : tokens.fresh(tokenKey);
    if (fresh) return fresh.accessToken;
    const refreshToken = tokens.kept(tokenKey)?.refreshToken;
    const token = await tokens.renew(tokenKey, async () => {
      if (refreshToken) {
        try {
          return await issue({ grant_type: 'refresh_token', refresh_token: refreshToken });
        } catch (error) {
          if (!(error instanceof CourierError && error.reason === 'auth_failed')) throw error;
        }
      }
      return issue({ grant_type: 'password', username: options.username, password: options.password });
    });
    return token.accessToken;
  }

  /** A call with the token; a 401 renews the token and tries once more. */
  async function call(method: 'GET' | 'POST', path: string, json?: unknown): Promise<OutboundAnswer> {
    const send = async (renew: boolean) =>
      courierRequest(COURIER, {
        method,
        url: `${baseUrl}${path}`,
        headers: { authorization: `Bearer ${await accessToken(renew)}` },
        json,
        timeoutMs,
      });
    const answer = await send(false);
    if (answer.status !== 401) return answer;
    tokens.forget(tokenKey);
    return send(true);
  }

  const orderFields = (parcel: Parcel) => {
    const taka = takaFromPaisa(parcel.codAmount);
    if (!Number.isInteger(taka)) {
      throw new CourierError(COURIER, 'invalid_request', {
        fields: ['amount_to_collect'],
        detail: 'Pathao collects whole taka only',
      });
    }
    const location = parcel.location ?? {};
    return {
      store_id: options.storeId,
      merchant_order_id: parcel.invoice,
      recipient_name: parcel.recipientName,
      recipient_phone: normalizeMobile(parcel.recipientPhone),
      recipient_address: parcel.recipientAddress,
      // Left out rather than null: Pathao then finds them from the address.
      ...(location.cityId === undefined ? {} : { recipient_city: location.cityId }),
      ...(location.zoneId === undefined ? {} : { recipient_zone: location.zoneId }),
      ...(location.areaId === undefined ? {} : { recipient_area: location.areaId }),
      delivery_type: NORMAL_DELIVERY,
      item_type: PARCEL,
      item_quantity: parcel.itemCount ?? 1,
      item_weight: Math.max(MIN_WEIGHT_KG, parcel.weightKg ?? MIN_WEIGHT_KG),
      ...(parcel.itemDescription ? { item_description: parcel.itemDescription } : {}),
      ...(parcel.note ? { special_instruction: parcel.note } : {}),
      amount_to_collect: taka,
    };
  };

  const list = async (path: string) => {
    const answer = await call('GET', path);
    const items = field(field(answer.body, 'data'), 'data');
    if (!success(answer) || !Array.isArray(items)) throw refusal(answer);
    return items as unknown[];
  };
  const place = (item: unknown, kind: string): PathaoPlace => ({
    id: numberField(item, `${kind}_id`) ?? 0,
    name: textField(item, `${kind}_name`)?.trim() ?? '',
  });

  const courier: PathaoCourier = {
    name: COURIER,

    /** A token for the client and the merchant's login, then the merchant's stores with it. */
    async verify() {
      await courier.stores();
    },

    async book(parcel) {
      const answer = await call('POST', '/orders', orderFields(parcel));
      const data = field(answer.body, 'data');
      const consignmentId = textField(data, 'consignment_id');
      if (!success(answer) || !consignmentId) throw refusal(answer);
      const fee = numberField(data, 'delivery_fee');
      const courierStatus = textField(data, 'order_status') ?? 'Pending';
      return {
        invoice: parcel.invoice,
        consignmentId,
        trackingCode: consignmentId,
        trackingUrl: pathaoTrackingUrl(consignmentId, parcel.recipientPhone),
        status: pathaoStatus(courierStatus),
        courierStatus,
        codAmount: parcel.codAmount,
        ...(fee === undefined ? {} : { deliveryCharge: paisaFromTaka(fee) }),
        raw: answer.body,
      } satisfies Booking;
    },

    bookMany: (parcels) => bookEach(parcels, BOOKING_CONCURRENCY, (parcel) => courier.book(parcel)),

    async status(ref) {
      const answer = await call('GET', `/orders/${encodeURIComponent(ref.consignmentId)}/info`);
      const data = field(answer.body, 'data');
      const word = textField(data, 'order_status_slug') ?? textField(data, 'order_status');
      if (!success(answer) || !word) throw refusal(answer);
      return { consignmentId: ref.consignmentId, status: pathaoStatus(word), courierStatus: word, raw: answer.body };
    },

    async parseWebhook(request) {
      const headers = { [INTEGRATION_HEADER]: options.integrationSecret ?? PATHAO_INTEGRATION_SECRET };
      if (!secretMatches(request.headers.get('x-pathao-signature'), options.webhookSecret)) {
        return { accepted: false, reason: 'bad_secret', reply: webhookReply(401, { message: 'Unauthorized' }) };
      }
      return readWebhook(await readWebhookJson(request), headers);
    },

    trackingUrl: (booking) => pathaoTrackingUrl(booking.consignmentId, booking.recipientPhone),

    cities: async () => (await list('/city-list')).map((item) => place(item, 'city')),
    zones: async (cityId) => (await list(`/cities/${cityId}/zone-list`)).map((item) => place(item, 'zone')),
    areas: async (zoneId) =>
      (await list(`/zones/${zoneId}/area-list`)).map((item) => ({
        ...place(item, 'area'),
        homeDelivery: field(item, 'home_delivery_available') !== false,
      })),
    stores: async () =>
      (await list('/stores')).map((item) => ({
        ...place(item, 'store'),
        address: textField(item, 'store_address') ?? '',
        active: numberField(item, 'is_active') === 1,
        isDefault: field(item, 'is_default_store') === true,
      })),
  };
  return courier;
}

/** A 2xx whose envelope says success. */
function success(answer: OutboundAnswer): boolean {
  const type = textField(answer.body, 'type');
  return answer.status >= 200 && answer.status < 300 && (type === undefined || type === 'success');
}

function refusal(answer: OutboundAnswer): CourierError {
  const message = textField(answer.body, 'message');
  const code = numberField(answer.body, 'code');
  const { fields, message: first } = validationErrors(field(answer.body, 'errors'));
  if (fields.length > 0)
    return new CourierError(COURIER, 'invalid_request', {
      status: answer.status,
      serviceCode: code,
      fields,
      detail: first ?? message,
    });
  const status = answer.status >= 300 ? answer.status : code !== undefined && code >= 400 ? code : answer.status;
  return new CourierError(COURIER, status < 300 ? 'bad_answer' : failureForStatus(status), {
    status: answer.status,
    serviceCode: code,
    detail: message ?? snippet(answer),
  });
}

function readWebhook(body: unknown, headers: Record<string, string>): WebhookResult {
  const event = textField(body, 'event');
  if (!event)
    return {
      accepted: false,
      reason: 'bad_payload',
      reply: webhookReply(400, { message: 'Invalid payload' }, headers),
    };
  const accepted = (update: ParcelUpdate | null): WebhookResult => ({
    accepted: true,
    update,
    reply: webhookReply(202, { message: 'Accepted' }, headers),
  });
  // The check Pathao makes when the shop saves the URL, and store events: nothing about a parcel.
  if (!event.startsWith('order.')) return accepted(null);
  const consignmentId = textField(body, 'consignment_id');
  if (!consignmentId)
    return {
      accepted: false,
      reason: 'bad_payload',
      reply: webhookReply(400, { message: 'Invalid payload' }, headers),
    };
  const fee = numberField(body, 'delivery_fee');
  const collected = numberField(body, 'collected_amount');
  return accepted({
    consignmentId,
    invoice: textField(body, 'merchant_order_id'),
    trackingCode: consignmentId,
    status: pathaoStatus(event),
    courierStatus: event,
    message: textField(body, 'reason'),
    ...(collected === undefined ? {} : { codCollected: paisaFromTaka(collected) }),
    ...(fee === undefined ? {} : { deliveryCharge: paisaFromTaka(fee) }),
    raw: body,
  });
}
