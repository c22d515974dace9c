/**
 * SSLCommerz's hosted payment page (API v4), as its integration documentation (developer.sslcommerz.com/doc/v4)
 * describes it:
 * - `POST /gwprocess/v4/api.php` (a form): `store_id`, `store_passwd`, `total_amount` (10–500000 BDT),
 *   `currency` "BDT", `tran_id` (ours, unique), `success_url`, `fail_url`, `cancel_url`, `ipn_url`,
 *   `cus_name`, `cus_email`, `cus_add1`, `cus_city`, `cus_postcode`, `cus_country`, `cus_phone`,
 *   `shipping_method` "NO", `product_name`, `product_category`, `product_profile` "general", `num_of_item`;
 *   answers `{ status: "SUCCESS", sessionkey, GatewayPageURL, … }` or `{ status: "FAILED", failedreason }`.
 * - The shopper pays on GatewayPageURL; SSLCommerz POSTs the outcome to our IPN listener (server to server)
 *   and sends the shopper's browser to success_url / fail_url / cancel_url with the same form fields
 *   (`status` VALID, FAILED, CANCELLED; `tran_id`, `val_id`, `amount`, `currency`, `bank_tran_id`,
 *   `card_type`, `risk_level`, `risk_title`, `verify_sign`, …). Neither counts until validated.
 * - `GET /validator/api/validationserverAPI.php?val_id&store_id&store_passwd&format=json`: `status` VALID
 *   (first validation), VALIDATED (validated before), INVALID_TRANSACTION; with `tran_id`, `amount`,
 *   `currency_type`, `currency_amount`, `bank_tran_id`, `risk_level` ("0" safe, "1" risky), `risk_title`.
 *   The merchant must check the transaction id, the amount and the currency against its own order.
 * - `GET /validator/api/merchantTransIDvalidationAPI.php?tran_id&store_id&store_passwd&format=json`: `{
 *   APIConnect: "DONE", no_of_trans_found, element: [each attempt with its status and val_id] }`;
 *   `APIConnect` INVALID_REQUEST, FAILED (authentication), INACTIVE (store) otherwise.
 * - The same path with `bank_tran_id`, `refund_amount`, `refund_remarks`, `refe_id` initiates a refund: `{
 *   APIConnect: "DONE", bank_tran_id, trans_id, refund_ref_id, status: "success" | "processing" | "failed",
 *   errorReason }`; with `refund_ref_id` it answers the refund's status ("refunded", "processing",
 *   "cancelled").
 * test/contracts/sslcommerz.ts answers as documented and records what it chose where the documentation is silent.
 */
import type { Paisa } from '@haat/domain/money';
import { field, textField, type OutboundAnswer } from '../outbound/http-json.ts';
import { SSLCOMMERZ_URL } from '../../platform/config/service-urls.ts';
import {
  GATEWAY_TIMEOUT_MS,
  PaymentGatewayError,
  gatewayRequest,
  paisaFromText,
  snippet,
  takaText,
} from './gateway-error.ts';

const GATEWAY = 'sslcommerz';

export interface SslcommerzCredentials {
  storeId: string;
  storePassword: string;
}

export interface SslcommerzOptions extends SslcommerzCredentials {
  /** Default SSLCOMMERZ_URL (the sandbox); the configuration's SSLCOMMERZ_BASE_URL. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface SslcommerzSessionRequest {
  amount: Paisa;
  /** Ours: one per attempt. */
  tranId: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; phone: string; email?: string; address: string; city: string };
  productName: string;
  items: number;
}

export interface SslcommerzSession {
  sessionKey: string;
  /** Where the shopper pays. */
  gatewayPageUrl: string;
  raw: unknown;
}

/** A transaction as the validation API (or the transaction query) reports it. */
export interface SslcommerzTransaction {
  /** VALID, VALIDATED, INVALID_TRANSACTION, FAILED, CANCELLED, PENDING, … */
  status: string;
  tranId: string | undefined;
  valId: string | undefined;
  /** In BDT. */
  amount: Paisa | undefined;
  currencyType: string | undefined;
  currencyAmount: Paisa | undefined;
  bankTranId: string | undefined;
  cardType: string | undefined;
  /** 0 safe, 1 risky (SSLCommerz's judgement: the owner decides). */
  riskLevel: number;
  riskTitle: string | undefined;
  raw: unknown;
}

/** What a validated transaction means for our attempt. */
export type SslcommerzVerdict =
  | { outcome: 'paid'; transaction: SslcommerzTransaction }
  /** Paid, but SSLCommerz marks it risky: the order waits for the owner. */
  | { outcome: 'held'; transaction: SslcommerzTransaction }
  | {
      outcome: 'rejected';
      /** Why it does not count: not valid, another transaction, another amount or currency. */
      reason: 'invalid' | 'other_transaction' | 'amount_mismatch' | 'currency_mismatch';
      transaction: SslcommerzTransaction;
    };

export interface SslcommerzRefund {
  refundRefId: string | undefined;
  /** success / processing / failed (initiation); refunded / processing / cancelled (status). */
  status: string;
  errorReason: string | undefined;
  raw: unknown;
}

export interface SslcommerzClient {
  /** The store id and password work (a transaction query SSLCommerz answers with DONE). */
  verify(): Promise<void>;
  createSession(request: SslcommerzSessionRequest): Promise<SslcommerzSession>;
  validate(valId: string): Promise<SslcommerzTransaction>;
  /** Validates `valId` and checks it is our transaction, amount and currency. */
  check(valId: string, expected: { tranId: string; amount: Paisa }): Promise<SslcommerzVerdict>;
  /** Every attempt SSLCommerz knows under our tran_id. */
  queryTransaction(tranId: string): Promise<SslcommerzTransaction[]>;
  refund(request: { bankTranId: string; amount: Paisa; remarks: string; refId: string }): Promise<SslcommerzRefund>;
  refundStatus(refundRefId: string): Promise<SslcommerzRefund>;
}

/** The verdict on a validated transaction (pure: the flows and tests share it). */
export function sslcommerzVerdict(
  transaction: SslcommerzTransaction,
  expected: { tranId: string; amount: Paisa },
): SslcommerzVerdict {
  if (transaction.status !== 'VALID' && transaction.status !== 'VALIDATED')
    return { outcome: 'rejected', reason: 'invalid', transaction };
  if (transaction.tranId !== expected.tranId) return { outcome: 'rejected', reason: 'other_transaction', transaction };
  if ((transaction.currencyType ?? 'BDT') !== 'BDT')
    return { outcome: 'rejected', reason: 'currency_mismatch', transaction };
  const charged = transaction.currencyAmount ?? transaction.amount;
  if (transaction.amount !== expected.amount || charged !== expected.amount)
    return { outcome: 'rejected', reason: 'amount_mismatch', transaction };
  return { outcome: transaction.riskLevel === 1 ? 'held' : 'paid', transaction };
}

export function createSslcommerz(options: SslcommerzOptions): SslcommerzClient {
  const baseUrl = (options.baseUrl ?? SSLCOMMERZ_URL).replace(/\/+$/u, '');
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  const get = (path: string, query: Record<string, string>) =>
    gatewayRequest(GATEWAY, {
      method: 'GET',
      url: `${baseUrl}${path}?${new URLSearchParams({ ...query, ...credentials, v: '1', format: 'json' }).toString()}`,
      timeoutMs,
    });

  /** The merchant API's envelope: APIConnect DONE, or the reason it is not. */
  const connected = (answer: OutboundAnswer): void => {
    const connect = textField(answer.body, 'APIConnect');
    if (answer.status === 200 && connect === 'DONE') return;
    throw new PaymentGatewayError(
      GATEWAY,
      connect === 'FAILED' || connect === 'INACTIVE'
        ? 'auth_failed'
        : connect === 'INVALID_REQUEST'
          ? 'invalid_request'
          : 'bad_answer',
      { status: answer.status, serviceCode: connect, detail: textField(answer.body, 'errorReason') ?? snippet(answer) },
    );
  };

  const MERCHANT_API = '/validator/api/merchantTransIDvalidationAPI.php';

  const client: SslcommerzClient = {
    async verify() {
      await client.queryTransaction('haat-credentials-check');
    },

    async createSession(request) {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: takaText(request.amount),
        currency: 'BDT',
        tran_id: request.tranId,
        success_url: request.successUrl,
        fail_url: request.failUrl,
        cancel_url: request.cancelUrl,
        ipn_url: request.ipnUrl,
        cus_name: request.customer.name,
        cus_email: request.customer.email ?? 'noreply@haat.example',
        cus_add1: request.customer.address,
        cus_city: request.customer.city,
        cus_postcode: '1000',
        cus_country: 'Bangladesh',
        cus_phone: request.customer.phone,
        shipping_method: 'NO',
        product_name: request.productName,
        product_category: 'general',
        product_profile: 'general',
        num_of_item: String(request.items),
      });
      const answer = await gatewayRequest(GATEWAY, {
        method: 'POST',
        url: `${baseUrl}/gwprocess/v4/api.php`,
        form,
        timeoutMs,
      });
      const sessionKey = textField(answer.body, 'sessionkey');
      const gatewayPageUrl = textField(answer.body, 'GatewayPageURL');
      if (answer.status === 200 && textField(answer.body, 'status') === 'SUCCESS' && sessionKey && gatewayPageUrl)
        return { sessionKey, gatewayPageUrl, raw: answer.body };
      const reason = textField(answer.body, 'failedreason');
      throw new PaymentGatewayError(
        GATEWAY,
        reason && /credential|de-?active/iu.test(reason) ? 'auth_failed' : reason ? 'invalid_request' : 'bad_answer',
        { status: answer.status, detail: reason ?? snippet(answer) },
      );
    },

    async validate(valId) {
      const answer = await get('/validator/api/validationserverAPI.php', { val_id: valId });
      const status = textField(answer.body, 'status');
      if (answer.status !== 200 || !status) {
        const connect = textField(answer.body, 'APIConnect');
        if (connect) connected(answer);
        throw new PaymentGatewayError(GATEWAY, 'bad_answer', { status: answer.status, detail: snippet(answer) });
      }
      return transaction(answer.body);
    },

    async check(valId, expected) {
      return sslcommerzVerdict(await client.validate(valId), expected);
    },

    async queryTransaction(tranId) {
      const answer = await get(MERCHANT_API, { tran_id: tranId });
      connected(answer);
      const elements = field(answer.body, 'element');
      return Array.isArray(elements) ? elements.map(transaction) : [];
    },

    async refund(request) {
      const answer = await get(MERCHANT_API, {
        bank_tran_id: request.bankTranId,
        refund_amount: takaText(request.amount),
        refund_remarks: request.remarks,
        refe_id: request.refId,
      });
      connected(answer);
      const made = refund(answer.body);
      if (made.status === 'failed')
        throw new PaymentGatewayError(GATEWAY, 'rejected', { status: answer.status, detail: made.errorReason });
      return made;
    },

    async refundStatus(refundRefId) {
      const answer = await get(MERCHANT_API, { refund_ref_id: refundRefId });
      connected(answer);
      return refund(answer.body);
    },
  };
  return client;
}

function transaction(body: unknown): SslcommerzTransaction {
  return {
    status: textField(body, 'status') ?? '',
    tranId: textField(body, 'tran_id'),
    valId: textField(body, 'val_id'),
    amount: paisaFromText(textField(body, 'amount')),
    currencyType: textField(body, 'currency_type') ?? textField(body, 'currency'),
    currencyAmount: paisaFromText(textField(body, 'currency_amount')),
    bankTranId: textField(body, 'bank_tran_id'),
    cardType: textField(body, 'card_type'),
    riskLevel: textField(body, 'risk_level') === '1' ? 1 : 0,
    riskTitle: textField(body, 'risk_title'),
    raw: body,
  };
}

function refund(body: unknown): SslcommerzRefund {
  return {
    refundRefId: textField(body, 'refund_ref_id'),
    status: (textField(body, 'status') ?? '').toLowerCase(),
    errorReason: textField(body, 'errorReason'),
    raw: body,
  };
}
