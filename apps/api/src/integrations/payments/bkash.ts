/**
 * bKash Tokenized Checkout (URL based, without agreement, `mode "0011"`), as bKash's developer documentation
 * (developer.bka.sh, API version v1.2.0-beta) describes it, under `{base}/tokenized/checkout`:
 * - `POST /token/grant`, headers `username`, `password`, body `{ app_key, app_secret }`: `{ statusCode:
 *   "0000", statusMessage: "Successful", id_token, token_type: "Bearer", expires_in: 3600, refresh_token }`.
 *   `POST /token/refresh` with `{ app_key, app_secret, refresh_token }` answers the same. The id_token lives
 *   an hour, the refresh token 28 days; bKash asks merchants to keep it rather than grant for every call.
 * - Every other call: headers `Authorization: <id_token>` (no "Bearer") and `X-APP-Key: <app_key>`. An
 *   expired or unknown id_token is refused by bKash's API gateway with 401 `{ message: "The incoming token
 *   has expired" }` / `{ message: "Unauthorized" }`.
 * - `POST /create` `{ mode: "0011", payerReference, callbackURL, amount: "120.00", currency: "BDT", intent:
 *   "sale", merchantInvoiceNumber }`: `{ statusCode: "0000", paymentID, bkashURL, transactionStatus:
 *   "Initiated", amount, merchantInvoiceNumber, … }`. The shopper pays at bkashURL (wallet, OTP, PIN) and
 *   is sent to `callbackURL?paymentID=…&status=success|failure|cancel`.
 * - `POST /execute` `{ paymentID }`: `{ statusCode: "0000", paymentID, trxID, transactionStatus: "Completed",
 *   amount, currency, merchantInvoiceNumber, customerMsisdn, … }`; refusals keep HTTP 200 and carry the
 *   code: `2023` insufficient balance, `2056` invalid payment state, `2062` already completed, `2117`
 *   execution already called, …
 * - `POST /payment/status` `{ paymentID }`: the payment as it stands (`transactionStatus` Initiated,
 *   Completed, Cancelled, Expired, Failed…).
 * - `POST /payment/refund` `{ paymentID, trxID, amount, sku, reason }`: `{ statusCode: "0000",
 *   originalTrxID, refundTrxID, transactionStatus: "Completed", amount, currency, completedTime }`; the same
 *   path with only `{ paymentID, trxID }` answers the refund's status. `2026`: the refund is above what was
 *   paid.
 * test/contracts/bkash.ts answers as documented and records what it chose where the documentation is silent.
 */
import type { Paisa } from '@haat/domain/money';
import { numberField, textField, type OutboundAnswer } from '../outbound/http-json.ts';
import type { ExternalFailure } from '../outbound/external-error.ts';
import { TokenCache, type CachedToken } from '../outbound/token-cache.ts';
import { BKASH_URL } from '../../platform/config/service-urls.ts';
import {
  GATEWAY_TIMEOUT_MS,
  PaymentGatewayError,
  gatewayRequest,
  paisaFromText,
  snippet,
  takaText,
} from './gateway-error.ts';

const GATEWAY = 'bkash';
const SUCCESS = '0000';

export interface BkashCredentials {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface BkashOptions extends BkashCredentials {
  /** Default BKASH_URL (the sandbox); the configuration's BKASH_BASE_URL. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Default: the process's cache. */
  tokens?: TokenCache;
}

export type BkashState = 'completed' | 'pending' | 'cancelled' | 'failed';

/** A payment as bKash reports it (execute or query). */
export interface BkashPayment {
  paymentId: string;
  state: BkashState;
  /** bKash's own word: Initiated, Completed, Cancelled, Expired, Failed… */
  transactionStatus: string;
  trxId: string | undefined;
  amount: Paisa | undefined;
  invoice: string | undefined;
  /** The wallet that paid. */
  payer: string | undefined;
  /** The refusal's code and words when execute was refused (2023 insufficient balance…). */
  refusal?: { code: string; message: string | undefined };
  raw: unknown;
}

export interface BkashCheckout {
  paymentId: string;
  /** Where the shopper pays. */
  bkashUrl: string;
  raw: unknown;
}

export interface BkashRefund {
  refundTrxId: string;
  originalTrxId: string | undefined;
  amount: Paisa | undefined;
  /** Completed, or bKash's word for a refund still in hand. */
  transactionStatus: string;
  raw: unknown;
}

export interface BkashClient {
  /** A token grant: the credentials work. */
  verify(): Promise<void>;
  createPayment(request: {
    amount: Paisa;
    /** Our order code. */
    invoice: string;
    /** The shopper's number (or any reference up to 255 characters). */
    payerReference: string;
    callbackUrl: string;
  }): Promise<BkashCheckout>;
  /** The execute call as it answers: a refusal is thrown (PaymentGatewayError with bKash's serviceCode). */
  executePayment(paymentId: string): Promise<BkashPayment>;
  queryPayment(paymentId: string): Promise<BkashPayment>;
  /**
   * Execute, and decide: a completed execute is completed; a lost answer, a duplicate execute (2117, 2062)
   * or an invalid state (2056) asks bKash with a query before answering; another refusal (2023…) is failed
   * with its code. Throws only when bKash cannot be reached at all (the payment stays to be asked about).
   */
  confirmPayment(paymentId: string): Promise<BkashPayment>;
  refund(request: {
    paymentId: string;
    trxId: string;
    amount: Paisa;
    sku: string;
    reason: string;
  }): Promise<BkashRefund>;
  refundStatus(request: { paymentId: string; trxId: string }): Promise<BkashRefund | null>;
}

/** The process's tokens, shared by every bKash client (decision 235). */
const bkashTokens = new TokenCache();

/** Codes whose payment must be asked about before deciding. */
const ASK_AGAIN = new Set(['2056', '2062', '2068', '2117']);

/** bKash's codes onto our failure classes (the rest are `rejected`). */
const FAILURES: Readonly<Record<string, ExternalFailure>> = {
  '2001': 'auth_failed',
  '2079': 'auth_failed',
  '2002': 'not_found',
  '2033': 'not_found',
  '2006': 'invalid_request',
  '2007': 'invalid_request',
  '2025': 'invalid_request',
  '2026': 'invalid_request',
  '2049': 'invalid_request',
  '2065': 'invalid_request',
  '2034': 'duplicate',
  '2062': 'duplicate',
  '2068': 'duplicate',
  '2117': 'duplicate',
  '503': 'unavailable',
  '9999': 'unavailable',
};

export function bkashState(transactionStatus: string | undefined): BkashState {
  switch ((transactionStatus ?? '').toLowerCase()) {
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
    case 'failed':
    case 'declined':
      return 'failed';
    default:
      // Initiated, Inprogress, Authorized: not money yet.
      return 'pending';
  }
}

export function createBkash(options: BkashOptions): BkashClient {
  const baseUrl = `${(options.baseUrl ?? BKASH_URL).replace(/\/+$/u, '')}/tokenized/checkout`;
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  const tokens = options.tokens ?? bkashTokens;
  const tokenKey = TokenCache.key([baseUrl, options.appKey, options.appSecret, options.username, options.password]);

  async function issue(path: '/token/grant' | '/token/refresh', extra: Record<string, string>): Promise<CachedToken> {
    const answer = await gatewayRequest(GATEWAY, {
      method: 'POST',
      url: `${baseUrl}${path}`,
      headers: { username: options.username, password: options.password },
      json: { app_key: options.appKey, app_secret: options.appSecret, ...extra },
      timeoutMs,
    });
    const idToken = textField(answer.body, 'id_token');
    const expiresIn = numberField(answer.body, 'expires_in');
    if (answer.status === 200 && idToken && expiresIn !== undefined) {
      return {
        accessToken: idToken,
        refreshToken: textField(answer.body, 'refresh_token'),
        expiresAt: tokens.now() + expiresIn * 1000,
      };
    }
    // A refused grant (wrong key, secret, username or password) is the credentials' fault.
    throw refusal(answer, answer.status === 401 || answer.status === 403 ? 'auth_failed' : undefined);
  }

  async function idToken(renew: boolean): Promise<string> {
    const fresh = renew ? undefined : tokens.fresh(tokenKey);
    if (fresh) return fresh.accessToken;
    const refreshToken = tokens.kept(tokenKey)?.refreshToken;
    const token = await tokens.renew(tokenKey, async () => {
      if (refreshToken) {
        try {
          return await issue('/token/refresh', { refresh_token: refreshToken });
        } catch (error) {
          if (!(error instanceof PaymentGatewayError) || error.lost) throw error;
        }
      }
      return issue('/token/grant', {});
    });
    return token.accessToken;
  }

  /** A call with the id_token; a 401 (expired or revoked token) renews it and tries once more. */
  async function call(path: string, json: Record<string, unknown>): Promise<OutboundAnswer> {
    const send = async (renew: boolean) =>
      gatewayRequest(GATEWAY, {
        method: 'POST',
        url: `${baseUrl}${path}`,
        headers: { authorization: await idToken(renew), 'x-app-key': options.appKey },
        json,
        timeoutMs,
      });
    const answer = await send(false);
    // The kept refresh token renews it (bKash's token lives an hour, its refresh token 28 days).
    return answer.status === 401 ? send(true) : answer;
  }

  const payment = (answer: OutboundAnswer, paymentId: string): BkashPayment => {
    const transactionStatus = textField(answer.body, 'transactionStatus') ?? '';
    return {
      paymentId: textField(answer.body, 'paymentID') ?? paymentId,
      state: bkashState(transactionStatus),
      transactionStatus,
      trxId: textField(answer.body, 'trxID'),
      amount: paisaFromText(textField(answer.body, 'amount')),
      invoice: textField(answer.body, 'merchantInvoiceNumber'),
      payer: textField(answer.body, 'customerMsisdn') ?? textField(answer.body, 'payerAccount'),
      raw: answer.body,
    };
  };

  const refund = (answer: OutboundAnswer): BkashRefund | undefined => {
    const refundTrxId = textField(answer.body, 'refundTrxID');
    if (!succeeded(answer) || !refundTrxId) return undefined;
    return {
      refundTrxId,
      originalTrxId: textField(answer.body, 'originalTrxID'),
      amount: paisaFromText(textField(answer.body, 'amount')),
      transactionStatus: textField(answer.body, 'transactionStatus') ?? 'Completed',
      raw: answer.body,
    };
  };

  const client: BkashClient = {
    async verify() {
      await idToken(true);
    },

    async createPayment(request) {
      const answer = await call('/create', {
        mode: '0011',
        payerReference: request.payerReference,
        callbackURL: request.callbackUrl,
        amount: takaText(request.amount),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: request.invoice,
      });
      const paymentId = textField(answer.body, 'paymentID');
      const bkashUrl = textField(answer.body, 'bkashURL');
      if (!succeeded(answer) || !paymentId || !bkashUrl) throw refusal(answer);
      return { paymentId, bkashUrl, raw: answer.body };
    },

    async executePayment(paymentId) {
      const answer = await call('/execute', { paymentID: paymentId });
      if (!succeeded(answer)) throw refusal(answer);
      return payment(answer, paymentId);
    },

    async queryPayment(paymentId) {
      const answer = await call('/payment/status', { paymentID: paymentId });
      if (!succeeded(answer)) throw refusal(answer);
      return payment(answer, paymentId);
    },

    async confirmPayment(paymentId) {
      try {
        return await client.executePayment(paymentId);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        const code = String(error.serviceCode ?? '');
        if (!error.lost && !ASK_AGAIN.has(code) && error.reason !== 'unavailable') {
          // bKash said no (2023 insufficient balance, …): the payment will not complete.
          return {
            paymentId,
            state: 'failed',
            transactionStatus: 'Failed',
            trxId: undefined,
            amount: undefined,
            invoice: undefined,
            payer: undefined,
            refusal: { code, message: error.detail },
            raw: undefined,
          };
        }
      }
      return client.queryPayment(paymentId);
    },

    async refund(request) {
      const answer = await call('/payment/refund', {
        paymentID: request.paymentId,
        trxID: request.trxId,
        amount: takaText(request.amount),
        sku: request.sku,
        reason: request.reason,
      });
      return refund(answer) ?? Promise.reject(refusal(answer));
    },

    async refundStatus(request) {
      const answer = await call('/payment/refund', { paymentID: request.paymentId, trxID: request.trxId });
      const found = refund(answer);
      if (found) return found;
      // No refund of this payment (2028 / 2033): none was made.
      const code = textField(answer.body, 'statusCode') ?? textField(answer.body, 'errorCode');
      if (code === '2028' || code === '2033') return null;
      throw refusal(answer);
    },
  };
  return client;
}

function succeeded(answer: OutboundAnswer): boolean {
  return answer.status === 200 && textField(answer.body, 'statusCode') === SUCCESS;
}

function refusal(answer: OutboundAnswer, override?: ExternalFailure): PaymentGatewayError {
  // Tokenized answers carry statusCode/statusMessage; older paths errorCode/errorMessage; the API gateway message.
  const code = textField(answer.body, 'statusCode') ?? textField(answer.body, 'errorCode');
  const message =
    textField(answer.body, 'statusMessage') ??
    textField(answer.body, 'errorMessage') ??
    textField(answer.body, 'message');
  const reason =
    override ??
    (code && code !== SUCCESS
      ? (FAILURES[code] ?? 'rejected')
      : answer.status === 401 || answer.status === 403
        ? 'auth_failed'
        : answer.status === 429
          ? 'rate_limited'
          : 'bad_answer');
  return new PaymentGatewayError(GATEWAY, reason, {
    status: answer.status,
    serviceCode: code,
    detail: message ?? snippet(answer),
  });
}
