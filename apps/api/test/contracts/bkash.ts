/**
 * bKash Tokenized Checkout (URL based, `mode "0011"`), as its developer documentation (developer.bka.sh,
 * v1.2.0-beta) describes it, under `{origin}/v1.2.0-beta/tokenized/checkout`:
 * - `POST /token/grant` (headers `username`, `password`; body `app_key`, `app_secret`) and `POST
 *   /token/refresh` (plus `refresh_token`): `{ statusCode: "0000", statusMessage: "Successful", id_token,
 *   token_type: "Bearer", expires_in: 3600, refresh_token }`.
 * - Other calls carry `Authorization: <id_token>` and `X-APP-Key`. An expired id_token: 401 `{ message: "The
 *   incoming token has expired" }`; a missing or unknown one: 401 `{ message: "Unauthorized" }` (bKash's API
 *   gateway).
 * - `POST /create`: `{ statusCode: "0000", statusMessage: "Successful", paymentID, bkashURL, callbackURL,
 *   successCallbackURL, failureCallbackURL, cancelledCallbackURL, amount, intent, currency,
 *   paymentCreateTime, transactionStatus: "Initiated", merchantInvoiceNumber }`.
 * - `bkashURL` is bKash's hosted page: the shopper gives the wallet, the OTP and the PIN, and is sent to
 *   `callbackURL?paymentID=…&status=success|failure|cancel&signature=…&apiVersion=1.2.0-beta`. The public
 *   sandbox wallets: 01770618575, 01929918378, 01770618576, 01877722345, 01619777282, 01619777283
 *   (regular), 01823074817 (insufficient balance), 01823074818 (debit block); OTP 123456, PIN 12121.
 * - `POST /execute` `{ paymentID }`: `{ statusCode: "0000", paymentID, customerMsisdn, payerReference,
 *   paymentExecuteTime, trxID, transactionStatus: "Completed", amount, currency: "BDT", intent: "sale",
 *   merchantInvoiceNumber }`.
 * - `POST /payment/status` `{ paymentID }`: the payment with its `transactionStatus`.
 * - `POST /payment/refund` `{ paymentID, amount, trxID, sku, reason }`: `{ statusCode: "0000",
 *   completedTime, transactionStatus: "Completed", originalTrxID, refundTrxID, amount, currency: "BDT",
 *   charge: "0.00" }`; with only `{ paymentID, trxID }`, the refund's status (the same fields). Refunds may
 *   be partial and repeated, never above the payment.
 * - Error codes (HTTP 200, `{ statusCode, statusMessage }`): 2001 Invalid App Key, 2002 Invalid Payment ID,
 *   2006 Invalid amount, 2007 Invalid currency, 2008 Invalid intent, 2023 Insufficient Balance, 2026 The
 *   reversal amount cannot be greater than the original transaction amount, 2028 Reverse failed because the
 *   transaction serial number does not exist, 2037 (debit party's state prohibits the transaction), 2049
 *   Invalid Merchant Callback URL, 2056 Invalid Payment State, 2063 Mode is not valid as per request data,
 *   2065 Mendatory field missing, 2117 Payment execution already been called before.
 *
 * Where the documentation is silent, this server chooses:
 * - A refused grant: HTTP 200 with 2079 "Invalid username and password combination" for a wrong username or
 *   password, 2001 "Invalid App Key" for a wrong key or secret; a dead refresh token: 2079 too.
 * - Until the shopper has paid on the page, a payment stays "Initiated" and execute answers 2056; money
 *   moves at execute, so the insufficient-balance and debit-block wallets are refused there (2023, 2037) and
 *   the payment becomes "Failed". A cancelled page makes it "Cancelled"; a wrong OTP or PIN "Failed".
 * - A second execute of a completed payment: 2117.
 */
import { randomBytes } from 'node:crypto';
import {
  startContractServer,
  type ContractAnswer,
  type ContractRequest,
  type ContractServer,
} from './contract-server.ts';

export const BKASH_SANDBOX_WALLET = '01770618575';
export const BKASH_SANDBOX_OTP = '123456';
export const BKASH_SANDBOX_PIN = '12121';
const REGULAR_WALLETS = new Set([
  BKASH_SANDBOX_WALLET,
  '01929918378',
  '01770618576',
  '01877722345',
  '01619777282',
  '01619777283',
]);
export const BKASH_INSUFFICIENT_WALLET = '01823074817';
const DEBIT_BLOCKED_WALLET = '01823074818';
const API_PREFIX = '/v1.2.0-beta/tokenized/checkout';
const PAGE_PATH = '/redirect/tokenized/';

export interface BkashContractOptions {
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** Seconds an id_token lives (default 3600). */
  expiresIn?: number;
}

export interface BkashContractPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  transactionStatus: 'Initiated' | 'Completed' | 'Cancelled' | 'Failed';
  /** The wallet the shopper paid from on the page (undefined until then). */
  wallet?: string;
  trxID?: string;
  createTime: string;
  executeTime?: string;
  refunds: { refundTrxID: string; amount: string; completedTime: string }[];
}

export interface BkashContract extends ContractServer {
  /** What the client is given as BKASH_BASE_URL (`{origin}/v1.2.0-beta`). */
  baseUrl: string;
  payments: Map<string, BkashContractPayment>;
  /** `grant` or `refresh`, one per token call, in order. */
  grants: string[];
  /** Every id_token issued so far stops working as expired. */
  expireTokens(): void;
  /** The next execute completes the payment but holds its answer back this long (a lost answer). */
  holdNextExecute(ms: number): void;
  /**
   * What the hosted page does when the shopper finishes: the URL bKash sends the shopper to. `wallet`, `otp`
   * and `pin` default to the sandbox's; `action` "cancel" is the page's cancel button.
   */
  payOnPage(
    paymentID: string,
    input?: { wallet?: string; otp?: string; pin?: string; action?: 'pay' | 'cancel' },
  ): string;
}

const now = () => `${new Date().toISOString().replace('T', 'T').slice(0, 23)} GMT+0600`;
const trxId = () =>
  randomBytes(8)
    .toString('hex')
    .toUpperCase()
    .replace(/[^A-Z0-9]/gu, '')
    .slice(0, 10);
const isAmount = (value: unknown): value is string =>
  typeof value === 'string' && /^\d+(\.\d{1,2})?$/u.test(value) && Number(value) > 0;
const paisa = (amount: string) => Math.round(Number(amount) * 100);
const taka = (paisaAmount: number) => (paisaAmount / 100).toFixed(2);

export async function startBkashContract(options: BkashContractOptions): Promise<BkashContract> {
  const idTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, BkashContractPayment>();
  const grants: string[] = [];
  let counter = 0;
  let holdExecuteMs = 0;
  let origin = '';

  const code = (statusCode: string, statusMessage: string): ContractAnswer => ({
    status: 200,
    body: { statusCode, statusMessage },
  });
  const ok = (fields: Record<string, unknown>): ContractAnswer => ({
    status: 200,
    body: { statusCode: '0000', statusMessage: 'Successful', ...fields },
  });

  const token = (request: ContractRequest, kind: 'grant' | 'refresh'): ContractAnswer => {
    grants.push(kind);
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (request.headers['username'] !== options.username || request.headers['password'] !== options.password)
      return code('2079', 'Invalid username and password combination');
    if (body['app_key'] !== options.appKey || body['app_secret'] !== options.appSecret)
      return code('2001', 'Invalid App Key');
    if (kind === 'refresh') {
      const refresh = body['refresh_token'];
      if (typeof refresh !== 'string' || !refreshTokens.has(refresh))
        return code('2079', 'Invalid username and password combination');
    }
    counter += 1;
    const idToken = `eyJ${randomBytes(12).toString('base64url')}.${counter}`;
    const refreshToken = `rf-${randomBytes(12).toString('base64url')}`;
    const expiresIn = options.expiresIn ?? 3600;
    idTokens.set(idToken, Date.now() + expiresIn * 1000);
    refreshTokens.add(refreshToken);
    return ok({ id_token: idToken, token_type: 'Bearer', expires_in: expiresIn, refresh_token: refreshToken });
  };

  const paymentFields = (payment: BkashContractPayment) => ({
    paymentID: payment.paymentID,
    mode: '0011',
    paymentCreateTime: payment.createTime,
    ...(payment.executeTime ? { paymentExecuteTime: payment.executeTime } : {}),
    ...(payment.trxID ? { trxID: payment.trxID } : {}),
    transactionStatus: payment.transactionStatus,
    amount: payment.amount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
    payerReference: payment.payerReference,
    ...(payment.wallet && payment.transactionStatus === 'Completed'
      ? { customerMsisdn: payment.wallet, payerAccount: payment.wallet }
      : {}),
  });

  const create = (body: Record<string, unknown>): ContractAnswer => {
    if (body['mode'] !== '0011') return code('2063', 'Mode is not valid as per request data');
    if (!isAmount(body['amount'])) return code('2006', 'Invalid amount');
    if (body['currency'] !== 'BDT') return code('2007', 'Invalid currency');
    if (body['intent'] !== 'sale') return code('2008', 'Invalid intent');
    const callbackURL = body['callbackURL'];
    if (typeof callbackURL !== 'string' || !URL.canParse(callbackURL))
      return code('2049', 'Invalid Merchant Callback URL');
    const invoice = body['merchantInvoiceNumber'];
    const payerReference = body['payerReference'];
    if (typeof invoice !== 'string' || invoice === '' || typeof payerReference !== 'string')
      return code('2065', 'Mendatory field missing');
    counter += 1;
    const payment: BkashContractPayment = {
      paymentID: `TR0011${randomBytes(6).toString('hex').toUpperCase()}${counter}`,
      amount: body['amount'],
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: invoice,
      payerReference,
      callbackURL,
      transactionStatus: 'Initiated',
      createTime: now(),
      refunds: [],
    };
    payments.set(payment.paymentID, payment);
    const back = (status: string) => callbackTo(payment, status);
    return ok({
      paymentID: payment.paymentID,
      bkashURL: `${origin}${PAGE_PATH}?paymentID=${payment.paymentID}&hash=${randomBytes(16).toString('hex')}&mode=0011&apiVersion=v1.2.0-beta`,
      callbackURL,
      successCallbackURL: back('success'),
      failureCallbackURL: back('failure'),
      cancelledCallbackURL: back('cancel'),
      amount: payment.amount,
      intent: payment.intent,
      currency: payment.currency,
      paymentCreateTime: payment.createTime,
      transactionStatus: payment.transactionStatus,
      merchantInvoiceNumber: invoice,
    });
  };

  const execute = async (body: Record<string, unknown>): Promise<ContractAnswer> => {
    const payment = payments.get(String(body['paymentID']));
    if (!payment) return code('2002', 'Invalid Payment ID');
    if (payment.transactionStatus === 'Completed') return code('2117', 'Payment execution already been called before');
    if (payment.transactionStatus !== 'Initiated' || !payment.wallet) return code('2056', 'Invalid Payment State');
    if (payment.wallet === BKASH_INSUFFICIENT_WALLET) {
      payment.transactionStatus = 'Failed';
      return code('2023', 'Insufficient Balance');
    }
    if (payment.wallet === DEBIT_BLOCKED_WALLET) {
      payment.transactionStatus = 'Failed';
      return code('2037', 'The account of the debit party is in a state which prohibits execution of this transaction');
    }
    payment.transactionStatus = 'Completed';
    payment.trxID = trxId();
    payment.executeTime = now();
    const hold = holdExecuteMs;
    holdExecuteMs = 0;
    if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
    return ok({ ...paymentFields(payment), customerMsisdn: payment.wallet });
  };

  const refund = (body: Record<string, unknown>): ContractAnswer => {
    const payment = payments.get(String(body['paymentID']));
    if (!payment) return code('2002', 'Invalid Payment ID');
    if (payment.transactionStatus !== 'Completed' || payment.trxID !== body['trxID'])
      return code('2028', 'Reverse failed because the transaction serial number does not exist');
    const original = { originalTrxID: payment.trxID, currency: 'BDT', charge: '0.00' };
    if (body['amount'] === undefined) {
      const last = payment.refunds.at(-1);
      if (!last) return code('2028', 'Reverse failed because the transaction serial number does not exist');
      return ok({
        ...original,
        refundTrxID: last.refundTrxID,
        transactionStatus: 'Completed',
        amount: last.amount,
        completedTime: last.completedTime,
      });
    }
    if (!isAmount(body['amount'])) return code('2006', 'Invalid amount');
    const refunded = payment.refunds.reduce((sum, each) => sum + paisa(each.amount), 0);
    if (refunded + paisa(body['amount']) > paisa(payment.amount))
      return code('2026', 'The reversal amount cannot be greater than the original transaction amount');
    if (typeof body['sku'] !== 'string' || typeof body['reason'] !== 'string')
      return code('2065', 'Mendatory field missing');
    const made = { refundTrxID: trxId(), amount: taka(paisa(body['amount'])), completedTime: now() };
    payment.refunds.push(made);
    return ok({ ...original, ...made, transactionStatus: 'Completed' });
  };

  const callbackTo = (payment: BkashContractPayment, status: string) => {
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', payment.paymentID);
    url.searchParams.set('status', status);
    if (status === 'success') url.searchParams.set('signature', randomBytes(8).toString('hex'));
    url.searchParams.set('apiVersion', '1.2.0-beta');
    return url.toString();
  };

  const payOnPage: BkashContract['payOnPage'] = (paymentID, input = {}) => {
    const payment = payments.get(paymentID);
    if (!payment) throw new Error(`No bKash payment ${paymentID}`);
    if (payment.transactionStatus !== 'Initiated' || payment.wallet) return callbackTo(payment, 'failure');
    if (input.action === 'cancel') {
      payment.transactionStatus = 'Cancelled';
      return callbackTo(payment, 'cancel');
    }
    const wallet = (input.wallet ?? BKASH_SANDBOX_WALLET).replace(/\D/gu, '');
    const known =
      REGULAR_WALLETS.has(wallet) || wallet === BKASH_INSUFFICIENT_WALLET || wallet === DEBIT_BLOCKED_WALLET;
    if (
      !known ||
      (input.otp ?? BKASH_SANDBOX_OTP) !== BKASH_SANDBOX_OTP ||
      (input.pin ?? BKASH_SANDBOX_PIN) !== BKASH_SANDBOX_PIN
    ) {
      payment.transactionStatus = 'Failed';
      return callbackTo(payment, 'failure');
    }
    payment.wallet = wallet;
    return callbackTo(payment, 'success');
  };

  const page = (request: ContractRequest): ContractAnswer => {
    const paymentID = request.query.get('paymentID') ?? request.form.get('paymentID') ?? '';
    const payment = payments.get(paymentID);
    if (!payment) return { status: 404, body: 'Payment not found', headers: { 'content-type': 'text/plain' } };
    if (request.method === 'POST') {
      const location = payOnPage(paymentID, {
        wallet: request.form.get('wallet') ?? '',
        otp: request.form.get('otp') ?? '',
        pin: request.form.get('pin') ?? '',
        action: request.form.get('action') === 'cancel' ? 'cancel' : 'pay',
      });
      return { status: 302, body: '', headers: { location, 'content-type': 'text/plain' } };
    }
    return { status: 200, body: hostedPage(payment), headers: { 'content-type': 'text/html; charset=utf-8' } };
  };

  const server = await startContractServer(async (request) => {
    if (request.path === PAGE_PATH) return page(request);
    if (!request.path.startsWith(API_PREFIX) || request.method !== 'POST')
      return { status: 404, body: { message: 'Not Found' } };
    const path = request.path.slice(API_PREFIX.length);
    if (path === '/token/grant') return token(request, 'grant');
    if (path === '/token/refresh') return token(request, 'refresh');
    const idToken = request.headers.authorization ?? '';
    const expiresAt = idTokens.get(idToken);
    if (expiresAt === undefined) return { status: 401, body: { message: 'Unauthorized' } };
    if (expiresAt <= Date.now()) return { status: 401, body: { message: 'The incoming token has expired' } };
    if (request.headers['x-app-key'] !== options.appKey) return code('2001', 'Invalid App Key');
    const body = (request.json ?? {}) as Record<string, unknown>;
    switch (path) {
      case '/create':
        return create(body);
      case '/execute':
        return execute(body);
      case '/payment/status': {
        const payment = payments.get(String(body['paymentID']));
        return payment ? ok(paymentFields(payment)) : code('2002', 'Invalid Payment ID');
      }
      case '/payment/refund':
        return refund(body);
      default:
        return { status: 404, body: { message: 'Not Found' } };
    }
  });
  origin = server.origin;
  return {
    ...server,
    baseUrl: `${server.origin}/v1.2.0-beta`,
    payments,
    grants,
    expireTokens() {
      for (const key of idTokens.keys()) idTokens.set(key, 0);
    },
    holdNextExecute(ms) {
      holdExecuteMs = ms;
    },
    payOnPage,
  };
}

const escape = (text: string) => text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);

/** bKash's hosted page, reduced to what a shopper does on it: wallet, OTP, PIN, confirm or cancel. */
function hostedPage(payment: BkashContractPayment): string {
  const id = escape(payment.paymentID);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bKash Payment</title>
<style>body{font-family:sans-serif;max-width:360px;margin:24px auto;padding:0 12px}header{background:#e2136e;color:#fff;padding:12px;border-radius:6px}
label{display:block;margin-top:12px}input{width:100%;padding:8px;box-sizing:border-box}button{margin-top:16px;padding:10px 16px}</style></head>
<body><header><strong>bKash</strong> (local stand-in of the sandbox)</header>
<p>Merchant invoice: <span data-testid="invoice">${escape(payment.merchantInvoiceNumber)}</span></p>
<p>Amount: <strong data-testid="amount">৳${escape(payment.amount)}</strong></p>
<form method="post" action="${PAGE_PATH}">
<input type="hidden" name="paymentID" value="${id}">
<label>Your bKash Account number<input name="wallet" inputmode="numeric" autocomplete="off" placeholder="01XXXXXXXXX"></label>
<label>Verification code (OTP)<input name="otp" inputmode="numeric" autocomplete="off"></label>
<label>PIN<input name="pin" type="password" inputmode="numeric" autocomplete="off"></label>
<p><small>Sandbox wallet ${BKASH_SANDBOX_WALLET}, OTP ${BKASH_SANDBOX_OTP}, PIN ${BKASH_SANDBOX_PIN}.</small></p>
<button type="submit" name="action" value="pay">Confirm</button>
<button type="submit" name="action" value="cancel" formnovalidate>Close</button>
</form></body></html>`;
}
