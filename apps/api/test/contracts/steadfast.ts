/**
 * Steadfast's API v1 (base https://portal.packzy.com/api/v1), as its documentation ("SteadFast Courier
 * Limited API Documentation V1" and the portal's webhook page) describes it:
 * - `Api-Key` and `Secret-Key` headers on every request.
 * - `POST /create_order` (`invoice` unique, alphanumeric with - and _; `recipient_name` ≤ 100;
 *   `recipient_phone` 11 digits; `recipient_address` ≤ 250; `cod_amount` ≥ 0; `note`, `item_description`
 *   optional) answers `{ status: 200, message: "Consignment has been created successfully.", consignment:
 *   { consignment_id, invoice, tracking_code, recipient_*, cod_amount, status: "in_review", note, created_at, updated_at } }`.
 * - `POST /create_order/bulk-order` with `data`, a JSON-encoded array of at most 500 such objects, answers
 *   `{ status: 200, message: "We have a response for you.", data: [ each item with status "success" and its
 *   consignment_id and tracking_code, or status "error" and nulls ] }`.
 * - `GET /status_by_cid/{id}`, `/status_by_invoice/{invoice}`, `/status_by_trackingcode/{code}` answer
 *   `{ status: 200, delivery_status }`.
 * - `GET /fraud_check/{phone}` answers `{ total_parcels, total_delivered, total_cancelled, total_fraud_reports }`.
 * - `GET /get_balance` answers `{ status: 200, current_balance }` (0 here).
 * - Webhooks: POST JSON with `Authorization: Bearer <the shop's token>`, `notification_type`
 *   "delivery_status" or "tracking_update" (payloads below).
 *
 * Where sources disagree or say nothing, this server chooses:
 * - Validation failures: `{ status: 400, message: "The given data was invalid.", errors: { field: [message] } }`
 *   with HTTP 200 by default (clients in the wild meet both 200 and 422; `validationHttpStatus` picks).
 *   A reused invoice is the Laravel message "The invoice has already been taken.".
 * - Wrong or missing keys: HTTP 401 `{ status: 401, message: "Unauthorized" }` (undocumented).
 * - An unknown consignment: HTTP 404 `{ status: 404, message: "Consignment not found." }` (undocumented).
 * - Fraud check: the documentation's sample says `total_parcels`, some merchants' code reads `total_parcel`. We
 *   answer `total_parcels` (the documentation) and the adapter reads either.
 * - Bulk `data` may be the JSON-encoded string the documentation's PHP example sends, or a plain array.
 */
import { startContractServer, type ContractRequest, type ContractServer } from './contract-server.ts';

export interface SteadfastContractOptions {
  apiKey: string;
  secretKey: string;
  /** HTTP status of validation failures (the body says 400 either way). Default 200. */
  validationHttpStatus?: number;
  /** Delivery records by phone (11 digits), for the fraud check. */
  history?: Record<string, { parcels: number; delivered: number; cancelled: number }>;
}

interface Consignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  status: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface SteadfastContract extends ContractServer {
  /** The API's base URL (…/api/v1). */
  baseUrl: string;
  consignments: Map<number, Consignment>;
  /** Moves a consignment to another delivery status. */
  setStatus(consignmentId: number | string, status: string): void;
  /** Sizes of the bulk calls received. */
  bulkSizes: number[];
  /** The keys taken from now on, as after the merchant makes new ones in Steadfast's portal (the old ones stop). */
  setKeys(keys: Pick<SteadfastContractOptions, 'apiKey' | 'secretKey'>): void;
}

export async function startSteadfastContract(options: SteadfastContractOptions): Promise<SteadfastContract> {
  const consignments = new Map<number, Consignment>();
  const bulkSizes: number[] = [];
  let nextId = 1_424_106;

  const invalid = (errors: Record<string, string[]>) => ({
    status: options.validationHttpStatus ?? 200,
    body: { status: 400, message: 'The given data was invalid.', errors },
  });
  const notFound = { status: 404, body: { status: 404, message: 'Consignment not found.' } };

  /** The documented rules for one order; the errors, or a consignment. */
  const create = (
    input: Record<string, unknown>,
    taken: Set<string>,
  ): { errors: Record<string, string[]> } | { consignment: Consignment } => {
    const errors: Record<string, string[]> = {};
    const text = (name: string) =>
      typeof input[name] === 'string' ? input[name] : typeof input[name] === 'number' ? String(input[name]) : '';
    const invoice = text('invoice');
    if (!invoice) errors['invoice'] = ['The invoice field is required.'];
    else if (!/^[A-Za-z0-9_-]+$/u.test(invoice)) errors['invoice'] = ['The invoice format is invalid.'];
    else if (taken.has(invoice)) errors['invoice'] = ['The invoice has already been taken.'];
    const name = text('recipient_name');
    if (!name || name.length > 100)
      errors['recipient_name'] = ['The recipient name field is required and may not be greater than 100 characters.'];
    if (!/^\d{11}$/u.test(text('recipient_phone')))
      errors['recipient_phone'] = ['The recipient phone must be 11 digits.'];
    const address = text('recipient_address');
    if (!address || address.length > 250)
      errors['recipient_address'] = [
        'The recipient address field is required and may not be greater than 250 characters.',
      ];
    const cod = Number(text('cod_amount'));
    if (text('cod_amount') === '' || !Number.isFinite(cod) || cod < 0)
      errors['cod_amount'] = ['The cod amount must be a number of at least 0.'];
    if (Object.keys(errors).length > 0) return { errors };
    nextId += 1;
    const now = new Date().toISOString();
    const consignment: Consignment = {
      consignment_id: nextId,
      invoice,
      tracking_code: nextId.toString(16).toUpperCase().padStart(8, 'B'),
      recipient_name: name,
      recipient_phone: text('recipient_phone'),
      recipient_address: address,
      cod_amount: cod,
      status: 'in_review',
      note: text('note') || null,
      created_at: now,
      updated_at: now,
    };
    return { consignment };
  };
  const invoices = () => new Set([...consignments.values()].map((each) => each.invoice));

  const routes = (request: ContractRequest) => {
    const path = request.path.replace(/^\/api\/v1/u, '');
    if (request.method === 'POST' && path === '/create_order') {
      const result = create((request.json ?? {}) as Record<string, unknown>, invoices());
      if ('errors' in result) return invalid(result.errors);
      consignments.set(result.consignment.consignment_id, result.consignment);
      return {
        status: 200,
        body: { status: 200, message: 'Consignment has been created successfully.', consignment: result.consignment },
      };
    }
    if (request.method === 'POST' && path === '/create_order/bulk-order') {
      const raw = (request.json as { data?: unknown } | undefined)?.data;
      let items: unknown;
      try {
        items = typeof raw === 'string' ? JSON.parse(raw) : raw;
      } catch {
        items = undefined;
      }
      if (!Array.isArray(items) || items.length === 0) return invalid({ data: ['The data field is required.'] });
      if (items.length > 500) return invalid({ data: ['Maximum 500 items are allowed.'] });
      bulkSizes.push(items.length);
      const taken = invoices();
      const data = items.map((item: Record<string, unknown>) => {
        const result = create(item, taken);
        const echo = {
          invoice: item['invoice'],
          recipient_name: item['recipient_name'],
          recipient_address: item['recipient_address'],
          recipient_phone: item['recipient_phone'],
          cod_amount: String(item['cod_amount']),
          note: item['note'] ?? null,
        };
        if ('errors' in result) return { ...echo, consignment_id: null, tracking_code: null, status: 'error' };
        const { consignment } = result;
        consignments.set(consignment.consignment_id, consignment);
        taken.add(consignment.invoice);
        return {
          ...echo,
          consignment_id: consignment.consignment_id,
          tracking_code: consignment.tracking_code,
          status: 'success',
        };
      });
      return { status: 200, body: { status: 200, message: 'We have a response for you.', data } };
    }
    const lookup = /^\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/u.exec(path);
    if (request.method === 'GET' && lookup) {
      const key = decodeURIComponent(lookup[2]!);
      const found = [...consignments.values()].find((each) =>
        lookup[1] === 'cid'
          ? String(each.consignment_id) === key
          : lookup[1] === 'invoice'
            ? each.invoice === key
            : each.tracking_code === key,
      );
      return found ? { status: 200, body: { status: 200, delivery_status: found.status } } : notFound;
    }
    if (request.method === 'GET' && path === '/get_balance')
      return { status: 200, body: { status: 200, current_balance: 0 } };
    const fraud = /^\/fraud_check\/([^/]+)$/u.exec(path);
    if (request.method === 'GET' && fraud) {
      const phone = decodeURIComponent(fraud[1]!);
      if (!/^01[3-9]\d{8}$/u.test(phone))
        return invalid({ phone: ['The phone must be a valid Bangladeshi mobile number.'] });
      const record = options.history?.[phone] ?? { parcels: 0, delivered: 0, cancelled: 0 };
      return {
        status: 200,
        body: {
          total_parcels: record.parcels,
          total_delivered: record.delivered,
          total_cancelled: record.cancelled,
          total_fraud_reports: 0,
        },
      };
    }
    return { status: 404, body: { status: 404, message: 'Not Found' } };
  };

  let keys = { apiKey: options.apiKey, secretKey: options.secretKey };
  const server = await startContractServer((request) => {
    if (request.headers['api-key'] !== keys.apiKey || request.headers['secret-key'] !== keys.secretKey) {
      return { status: 401, body: { status: 401, message: 'Unauthorized' } };
    }
    return routes(request);
  });
  return {
    ...server,
    baseUrl: `${server.origin}/api/v1`,
    consignments,
    bulkSizes,
    setStatus(consignmentId, status) {
      const found = consignments.get(Number(consignmentId));
      if (!found) throw new Error(`No consignment ${consignmentId}`);
      found.status = status;
    },
    setKeys(next) {
      keys = { apiKey: next.apiKey, secretKey: next.secretKey };
    },
  };
}

/** A webhook call as Steadfast makes it, to the shop's callback URL. */
export function steadfastWebhook(payload: Record<string, unknown>, token: string | undefined): Request {
  return new Request('https://api.haat.example/webhooks/steadfast', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(payload),
  });
}

/** The documented "delivery_status" payload. */
export function steadfastDeliveryStatus(fields: {
  consignment_id: number;
  invoice: string;
  status: string;
  cod_amount?: number;
  delivery_charge?: number;
}) {
  return {
    notification_type: 'delivery_status',
    cod_amount: 0,
    delivery_charge: 100,
    tracking_message: 'Your package has been delivered successfully.',
    updated_at: '2025-03-02 12:45:30',
    ...fields,
  };
}

/** The documented "tracking_update" payload. */
export function steadfastTrackingUpdate(fields: { consignment_id: number; invoice: string; tracking_message: string }) {
  return { notification_type: 'tracking_update', updated_at: '2025-03-02 13:15:00', ...fields };
}
