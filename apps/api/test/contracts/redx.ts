/**
 * RedX's open API (base https://openapi.redx.com.bd/v1.0.0-beta), as its OpenAPI documentation describes it:
 * - `API-ACCESS-TOKEN: Bearer <jwt>` on every request.
 * - `POST /parcel` (`customer_name`, `customer_phone`, `delivery_area`, `delivery_area_id`, `customer_address`,
 *   `cash_collection_amount`, `parcel_weight` and `value` required; `merchant_invoice_id`, `instruction`,
 *   `pickup_store_id`, `parcel_details_json` optional) answers `{ tracking_id }`.
 * - `GET /parcel/info/{tracking_id}` answers `{ parcel: { tracking_id, customer_*, delivery_area(_id), charge,
 *   cash_collection_amount, parcel_weight (grams), merchant_invoice_id, status, created_at, … } }`.
 * - `GET /parcel/track/{tracking_id}` answers `{ tracking: [{ message_en, message_bn, time }] }`.
 * - `GET /areas`, `?post_code=`, `?district_name=` answer `{ areas: [{ id, name, post_code, division_name, zone_id }] }`.
 * - Webhooks: POST JSON `{ tracking_number, timestamp, status, message_en, message_bn, invoice_number }` to the
 *   callback URL, whose query carries whatever credentials the merchant put there (`?token=`); statuses
 *   ready-for-delivery, delivery-in-progress, delivered, agent-hold, agent-returning, returned, agent-area-change.
 *
 * Where the documentation is silent (it shows no error answers), this server chooses:
 * - A missing or wrong token: 401 `{ message: "Unauthorized" }`.
 * - A refused parcel: 400 `{ message: "Validation failed", errors: { field: [message] } }`.
 * - An unknown tracking id: 404 `{ message: "Parcel not found" }`.
 * - Some copies of the documentation name the invoice field `tenant_invoice_id`; we follow the ones that
 *   say `merchant_invoice_id` and accept either.
 */
import { startContractServer, type ContractRequest, type ContractServer } from './contract-server.ts';

export interface RedxContractOptions {
  accessToken: string;
}

interface Parcel {
  tracking_id: string;
  customer_name: string;
  customer_phone: string;
  customer_address: string;
  delivery_area: string;
  delivery_area_id: number;
  charge: number;
  cash_collection_amount: number;
  parcel_weight: number;
  merchant_invoice_id: string;
  status: string;
  instruction: string;
  created_at: string;
  delivery_type: string;
  value: string;
}

export interface RedxContract extends ContractServer {
  baseUrl: string;
  parcels: Map<string, Parcel>;
  setStatus(trackingId: string, status: string): void;
  /** The token taken from now on, as after the merchant makes a new one in RedX's portal (the old one stops). */
  setToken(accessToken: string): void;
}

/**
 * Part of RedX's delivery areas, as `GET /areas` answers them (a district in brackets where two districts share a
 * name): enough for the tests and the demo's addresses to be found, including a place RedX splits ("Mirpur").
 */
const redxArea = (id: number, name: string, post_code: number, division_name = 'Dhaka') => ({
  id,
  name,
  post_code,
  division_name,
  zone_id: 1,
});
export const REDX_AREAS = [
  redxArea(1, 'Mohammadpur(Dhaka)', 1207),
  redxArea(2, 'Dhanmondi', 1209),
  redxArea(13, 'Kochukhet', 1206),
  redxArea(20, 'Motijheel', 1000),
  redxArea(21, 'Mirpur 1', 1216),
  redxArea(22, 'Mirpur 10', 1216),
  redxArea(23, 'Uttara Sector 4', 1230),
  redxArea(24, 'Uttara Sector 10', 1230),
  redxArea(25, 'Adabor', 1207),
  redxArea(30, 'Gazipur Sadar', 1700),
  redxArea(31, 'Tongi', 1710),
  redxArea(32, 'Narayanganj Sadar', 1400),
  redxArea(33, 'Sylhet Sadar', 3100, 'Sylhet'),
  redxArea(34, 'Nasirabad', 4210, 'Chattogram'),
  redxArea(35, 'Rajshahi Sadar', 6000, 'Rajshahi'),
  redxArea(36, 'Mohammadpur(Magura)', 7630, 'Khulna'),
];

export async function startRedxContract(options: RedxContractOptions): Promise<RedxContract> {
  const parcels = new Map<string, Parcel>();
  let counter = 0;

  const create = (request: ContractRequest) => {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const text = (name: string) =>
      typeof body[name] === 'string' ? body[name] : typeof body[name] === 'number' ? String(body[name]) : '';
    for (const name of ['customer_name', 'customer_address', 'delivery_area'])
      if (!text(name)) errors[name] = [`${name} should not be empty`];
    if (!/^01[3-9]\d{8}$/u.test(text('customer_phone')))
      errors['customer_phone'] = ['customer_phone must be a valid phone number'];
    const area = REDX_AREAS.find((each) => each.id === body['delivery_area_id']);
    if (!area) errors['delivery_area_id'] = ['delivery_area_id must be a valid area id'];
    const cod = Number(text('cash_collection_amount'));
    if (text('cash_collection_amount') === '' || !Number.isFinite(cod) || cod < 0)
      errors['cash_collection_amount'] = ['cash_collection_amount must be a number'];
    const weight = Number(text('parcel_weight'));
    if (!Number.isFinite(weight) || weight <= 0) errors['parcel_weight'] = ['parcel_weight must be a positive number'];
    if (text('value') === '') errors['value'] = ['value should not be empty'];
    if (Object.keys(errors).length > 0) return { status: 400, body: { message: 'Validation failed', errors } };
    counter += 1;
    const trackingId = `20A3${String(counter).padStart(4, '0')}THJDJ8`;
    parcels.set(trackingId, {
      tracking_id: trackingId,
      customer_name: text('customer_name'),
      customer_phone: text('customer_phone'),
      customer_address: text('customer_address'),
      delivery_area: text('delivery_area'),
      delivery_area_id: area!.id,
      charge: 60,
      cash_collection_amount: cod,
      parcel_weight: weight,
      merchant_invoice_id: text('merchant_invoice_id') || text('tenant_invoice_id'),
      status: 'pickup-pending',
      instruction: text('instruction'),
      created_at: new Date().toISOString(),
      delivery_type: 'regular',
      value: text('value'),
    });
    return { status: 200, body: { tracking_id: trackingId } };
  };

  let accessToken = options.accessToken;
  const server = await startContractServer((request) => {
    const path = request.path.replace(/^\/v1\.0\.0-beta/u, '');
    if (request.headers['api-access-token'] !== `Bearer ${accessToken}`)
      return { status: 401, body: { message: 'Unauthorized' } };
    if (request.method === 'POST' && path === '/parcel') return create(request);
    const info = /^\/parcel\/info\/([^/]+)$/u.exec(path);
    if (request.method === 'GET' && info) {
      const parcel = parcels.get(decodeURIComponent(info[1]!));
      return parcel ? { status: 200, body: { parcel } } : { status: 404, body: { message: 'Parcel not found' } };
    }
    const track = /^\/parcel\/track\/([^/]+)$/u.exec(path);
    if (request.method === 'GET' && track) {
      const parcel = parcels.get(decodeURIComponent(track[1]!));
      if (!parcel) return { status: 404, body: { message: 'Parcel not found' } };
      return {
        status: 200,
        body: {
          tracking: [
            {
              message_en: 'Package is created successfully',
              message_bn: 'পার্সেলটি সফল ভাবে প্লেস করা হয়েছে',
              time: parcel.created_at,
            },
          ],
        },
      };
    }
    if (request.method === 'GET' && path === '/areas') {
      const postCode = request.query.get('post_code');
      const district = request.query.get('district_name');
      const areas = REDX_AREAS.filter((area) =>
        postCode ? String(area.post_code) === postCode : district ? area.division_name === district : true,
      );
      return { status: 200, body: { areas } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  return {
    ...server,
    baseUrl: `${server.origin}/v1.0.0-beta`,
    parcels,
    setStatus(trackingId, status) {
      const parcel = parcels.get(trackingId);
      if (!parcel) throw new Error(`No parcel ${trackingId}`);
      parcel.status = status;
    },
    setToken(next) {
      accessToken = next;
    },
  };
}

/** A webhook call as RedX makes it: to the callback URL the merchant gave, credentials in its query. */
export function redxWebhook(payload: Record<string, unknown>, token: string | undefined): Request {
  const url = new URL('https://api.haat.example/webhooks/redx');
  if (token !== undefined) url.searchParams.set('token', token);
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

/** The documented webhook payload. */
export function redxStatusUpdate(fields: {
  tracking_number: string;
  status: string;
  invoice_number?: string;
  message_en?: string;
}) {
  return {
    timestamp: '2024-05-02T10:20:30.000Z',
    message_en: 'Parcel delivered',
    message_bn: 'পার্সেল ডেলিভারি হয়েছে',
    invoice_number: 'HT-1',
    ...fields,
  };
}
