/**
 * Pathao Courier's merchant API (sandbox https://courier-api-sandbox.pathao.com), as its developer
 * documentation (merchant.pathao.com/courier/developer-api) describes it, under `/aladdin/api/v1`:
 * - `POST /issue-token` with `client_id`, `client_secret` and `grant_type` "password" (`username`,
 *   `password`) or "refresh_token" (`refresh_token`): `{ token_type: "Bearer", expires_in: 432000,
 *   access_token, refresh_token }`.
 * - `POST /orders` (`store_id` required and the account's; `recipient_name` 3–100; `recipient_phone` 11 digits
 *   starting 01; `recipient_address` 10–220; `recipient_city`/`zone`/`area` optional, never null;
 *   `delivery_type` 48 or 12; `item_type` 1 or 2; `item_quantity`; `item_weight` 0.5–10; `amount_to_collect`
 *   a whole number): `{ message: "Order Created Successfully", type: "success", code: 200, data: {
 *   consignment_id, merchant_order_id, order_status: "Pending", delivery_fee } }`, or 422 `{ message:
 *   "Please fix the given errors", type: "error", code: 422, errors: { field: [message] } }`.
 * - `GET /orders/{consignment_id}/info`: `data` with `order_status`, `order_status_slug`, `updated_at`.
 * - `GET /city-list`, `/cities/{city_id}/zone-list`, `/zones/{zone_id}/area-list`, `/stores`: lists in
 *   `data.data`.
 * - Webhooks: `X-PATHAO-Signature` carries the secret the merchant entered; payloads below.
 *
 * Where the documentation is silent, this server chooses:
 * - A city, zone or area not in the lists (or a zone of another city, an area of another zone): 422
 *   "The selected recipient zone is invalid." (Laravel's `exists` rule, which its other messages are).
 * - A refused grant answers as Laravel Passport (which issue-token is): 401 `{ error: "invalid_client",
 *   message: "Client authentication failed" }` for a wrong client, 400 `{ error: "invalid_grant", message:
 *   "The user credentials were incorrect." }` for a wrong login, 401 `{ error: "invalid_request", message:
 *   "The refresh token is invalid." }` for a dead refresh token.
 * - A missing, unknown or revoked access token: 401 `{ message: "Unauthorized" }` (its API gateway's).
 * - Too many requests (Pathao allows 60 a minute): 429 `{ message: "API rate limit exceeded" }`.
 * - An unknown consignment: 404 `{ message: "Order not found", type: "error", code: 404 }`.
 * - The webhook answer's integration header: the panel asks for the value it shows
 *   (f3992ecc-59da-4cbe-a049-a13da2018d51, the same for all merchants) rather than the merchant's own
 *   secret that some integrations echo; the adapter sends the panel's value and lets it be configured.
 */
import { startContractServer, type ContractRequest, type ContractServer } from './contract-server.ts';

export interface PathaoContractOptions {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  /** Seconds an access token lives (default 432000, five days). */
  expiresIn?: number;
}

interface Order {
  consignment_id: string;
  merchant_order_id: string | null;
  order_status: string;
  order_status_slug: string;
  updated_at: string;
}

export interface PathaoContract extends ContractServer {
  /** The base URL the adapter is given (without /aladdin/api/v1). */
  baseUrl: string;
  orders: Map<string, Order>;
  /** The grant types of every issue-token call, in order. */
  grants: string[];
  /** Access tokens stop working (as after a password change). */
  revokeAccessTokens(): void;
  /** Moves an order to another status slug ("Picked", "Delivered", …). */
  setStatus(consignmentId: string, slug: string): void;
  /** The next API call answers 429. */
  rateLimitNext(): void;
}

/**
 * Part of Pathao's lists, as its lookups answer them (names as Pathao spells them: "Chittagong", "Comilla"): enough
 * for the tests and the demo's addresses to be found in them, including a place Pathao splits ("Mirpur").
 */
const CITIES = [
  { city_id: 1, city_name: 'Dhaka' },
  { city_id: 2, city_name: 'Chittagong' },
  { city_id: 3, city_name: 'Gazipur' },
  { city_id: 4, city_name: 'Narayanganj' },
  { city_id: 5, city_name: 'Sylhet' },
  { city_id: 6, city_name: 'Rajshahi' },
  { city_id: 7, city_name: 'Comilla' },
];
const zone = (zone_id: number, zone_name: string) => ({ zone_id, zone_name });
const ZONES: Record<number, { zone_id: number; zone_name: string }[]> = {
  1: [
    zone(298, '60 feet'),
    zone(1070, 'Abdullahpur Uttara'),
    zone(52, 'Dhanmondi'),
    zone(53, 'Mohammadpur'),
    zone(54, 'Motijheel'),
    zone(55, 'Mirpur 1'),
    zone(56, 'Mirpur 10'),
    zone(57, 'Uttara Sector 4'),
    zone(58, 'Uttara Sector 10'),
    zone(59, 'Banani'),
    zone(60, 'Gulshan 1'),
    zone(61, 'Gulshan 2'),
    zone(62, 'Bashundhara R/A'),
    zone(63, 'Savar'),
  ],
  2: [zone(201, 'Nasirabad'), zone(202, 'Agrabad'), zone(203, 'Halishahar')],
  3: [zone(301, 'Gazipur Sadar'), zone(302, 'Tongi'), zone(303, 'Kaliakair')],
  4: [zone(401, 'Narayanganj Sadar'), zone(402, 'Fatullah')],
  5: [zone(501, 'Sylhet Sadar'), zone(502, 'South Surma')],
  6: [zone(601, 'Rajshahi Sadar'), zone(602, 'Paba')],
  7: [zone(701, 'Comilla Sadar')],
};
const AREAS: Record<
  number,
  { area_id: number; area_name: string; home_delivery_available: boolean; pickup_available: boolean }[]
> = {
  298: [{ area_id: 37, area_name: 'Bonolota', home_delivery_available: true, pickup_available: true }],
};

export async function startPathaoContract(options: PathaoContractOptions): Promise<PathaoContract> {
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const orders = new Map<string, Order>();
  const grants: string[] = [];
  let counter = 0;
  let rateLimited = false;
  const error = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: { message, type: 'error', code: status, ...extra },
  });
  const ok = (message: string, data: unknown) => ({ status: 200, body: { message, type: 'success', code: 200, data } });

  const issueToken = (request: ContractRequest) => {
    const body = (request.json ?? {}) as Record<string, unknown>;
    grants.push(String(body['grant_type']));
    if (body['client_id'] !== options.clientId || body['client_secret'] !== options.clientSecret) {
      return {
        status: 401,
        body: {
          error: 'invalid_client',
          error_description: 'Client authentication failed',
          message: 'Client authentication failed',
        },
      };
    }
    if (body['grant_type'] === 'password') {
      if (body['username'] !== options.username || body['password'] !== options.password) {
        return {
          status: 400,
          body: {
            error: 'invalid_grant',
            error_description: 'The user credentials were incorrect.',
            message: 'The user credentials were incorrect.',
          },
        };
      }
    } else if (body['grant_type'] === 'refresh_token') {
      if (typeof body['refresh_token'] !== 'string' || !refreshTokens.delete(body['refresh_token'])) {
        return {
          status: 401,
          body: {
            error: 'invalid_request',
            error_description: 'The refresh token is invalid.',
            message: 'The refresh token is invalid.',
          },
        };
      }
    } else {
      return {
        status: 400,
        body: {
          error: 'unsupported_grant_type',
          message: 'The authorization grant type is not supported by the authorization server.',
        },
      };
    }
    counter += 1;
    const access = `access-${counter}`;
    const refresh = `refresh-${counter}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return {
      status: 200,
      body: {
        token_type: 'Bearer',
        expires_in: options.expiresIn ?? 432_000,
        access_token: access,
        refresh_token: refresh,
      },
    };
  };

  const createOrder = (request: ContractRequest) => {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    if (body['store_id'] !== options.storeId) errors['store_id'] = ['Wrong Store selected.'];
    if (text('recipient_name').length < 3 || text('recipient_name').length > 100)
      errors['recipient_name'] = ['The recipient name must be between 3 and 100 characters.'];
    if (!/^01[3-9]\d{8}$/u.test(text('recipient_phone')))
      errors['recipient_phone'] = ['The recipient phone format is invalid.'];
    if (text('recipient_address').length < 10 || text('recipient_address').length > 220)
      errors['recipient_address'] = ['The recipient address must be between 10 and 220 characters.'];
    for (const name of ['recipient_city', 'recipient_zone', 'recipient_area']) {
      if (name in body && typeof body[name] !== 'number')
        errors[name] = [`The ${name.replace('_', ' ')} must be an integer.`];
    }
    // Laravel's `exists` rules: a place must be one of the lists, a zone of its city, an area of its zone.
    const city = body['recipient_city'];
    const zone = body['recipient_zone'];
    if (typeof city === 'number' && !CITIES.some((each) => each.city_id === city))
      errors['recipient_city'] = ['The selected recipient city is invalid.'];
    if (typeof zone === 'number' && !(ZONES[city as number] ?? []).some((each) => each.zone_id === zone))
      errors['recipient_zone'] = ['The selected recipient zone is invalid.'];
    const area = body['recipient_area'];
    if (typeof area === 'number' && !(AREAS[zone as number] ?? []).some((each) => each.area_id === area))
      errors['recipient_area'] = ['The selected recipient area is invalid.'];
    if (body['delivery_type'] !== 48 && body['delivery_type'] !== 12)
      errors['delivery_type'] = ['The selected delivery type is invalid.'];
    if (body['item_type'] !== 1 && body['item_type'] !== 2)
      errors['item_type'] = ['The selected item type is invalid.'];
    if (!Number.isInteger(body['item_quantity']) || (body['item_quantity'] as number) < 1)
      errors['item_quantity'] = ['The item quantity must be at least 1.'];
    const weight = body['item_weight'];
    if (typeof weight !== 'number' || weight < 0.5 || weight > 10)
      errors['item_weight'] = ['The item weight must be between 0.5 and 10.'];
    if (!Number.isInteger(body['amount_to_collect']) || (body['amount_to_collect'] as number) < 0)
      errors['amount_to_collect'] = ['The amount to collect must be an integer.'];
    if (Object.keys(errors).length > 0) return error(422, 'Please fix the given errors', { errors });
    counter += 1;
    const order: Order = {
      consignment_id: `DL${String(121224 + counter)}VS8TTJ`,
      merchant_order_id: text('merchant_order_id') || null,
      order_status: 'Pending',
      order_status_slug: 'Pending',
      updated_at: '2024-11-20 15:11:40',
    };
    orders.set(order.consignment_id, order);
    return ok('Order Created Successfully', {
      consignment_id: order.consignment_id,
      merchant_order_id: order.merchant_order_id,
      order_status: 'Pending',
      delivery_fee: 80,
    });
  };

  const server = await startContractServer((request) => {
    const path = request.path.replace(/^\/aladdin\/api\/v1/u, '');
    if (path === request.path) return { status: 404, body: { message: 'no Route matched with those values' } };
    if (request.method === 'POST' && path === '/issue-token') return issueToken(request);
    const token = /^Bearer (.+)$/u.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !accessTokens.has(token)) return { status: 401, body: { message: 'Unauthorized' } };
    if (rateLimited) {
      rateLimited = false;
      return { status: 429, body: { message: 'API rate limit exceeded' } };
    }
    if (request.method === 'POST' && path === '/orders') return createOrder(request);
    const info = /^\/orders\/([^/]+)\/info$/u.exec(path);
    if (request.method === 'GET' && info) {
      const order = orders.get(decodeURIComponent(info[1]!));
      return order ? ok('Order info', { ...order, invoice_id: null }) : error(404, 'Order not found');
    }
    if (request.method === 'GET' && path === '/city-list') return ok('City successfully fetched.', { data: CITIES });
    const zones = /^\/cities\/(\d+)\/zone-list$/u.exec(path);
    if (request.method === 'GET' && zones) return ok('Zone list fetched.', { data: ZONES[Number(zones[1])] ?? [] });
    const areas = /^\/zones\/(\d+)\/area-list$/u.exec(path);
    if (request.method === 'GET' && areas) return ok('Area list fetched.', { data: AREAS[Number(areas[1])] ?? [] });
    if (request.method === 'GET' && path === '/stores') {
      return ok('Store list fetched.', {
        data: [
          {
            store_id: options.storeId,
            store_name: 'Demo Store',
            store_address: 'House 123, Road 4, Sector 10, Uttara, Dhaka-1230',
            is_active: 1,
            city_id: 1,
            zone_id: 1,
            hub_id: 10,
            is_default_store: true,
            is_default_return_store: false,
          },
        ],
        total: 1,
        current_page: 1,
        per_page: 1000,
        last_page: 1,
      });
    }
    return { status: 404, body: { message: 'no Route matched with those values' } };
  });
  return {
    ...server,
    baseUrl: server.origin,
    orders,
    grants,
    revokeAccessTokens() {
      accessTokens.clear();
    },
    setStatus(consignmentId, slug) {
      const order = orders.get(consignmentId);
      if (!order) throw new Error(`No order ${consignmentId}`);
      order.order_status_slug = slug;
      order.order_status = slug.replace(/_/gu, ' ');
    },
    rateLimitNext() {
      rateLimited = true;
    },
  };
}

/** A webhook call as Pathao makes it, with the merchant's secret in X-PATHAO-Signature. */
export function pathaoWebhook(payload: Record<string, unknown>, signature: string | undefined): Request {
  return new Request('https://api.haat.example/webhooks/pathao', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'X-PATHAO-Signature': signature }),
    },
    body: JSON.stringify(payload),
  });
}

/** A documented order event payload ("order.delivered" carries `collected_amount`, "order.created" `delivery_fee`). */
export function pathaoOrderEvent(event: string, fields: Record<string, unknown> = {}) {
  return {
    consignment_id: 'DL121224VS8TTJ',
    merchant_order_id: 'TS-123',
    updated_at: '2024-12-27 23:53:23',
    timestamp: '2024-12-27T17:53:23+00:00',
    store_id: 130820,
    event,
    ...fields,
  };
}
