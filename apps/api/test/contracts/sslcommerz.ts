/**
 * SSLCommerz's API v4 (sandbox https://sandbox.sslcommerz.com), as its integration documentation
 * (developer.sslcommerz.com/doc/v4) describes it:
 * - `POST /gwprocess/v4/api.php` (form; `store_id`, `store_passwd`, `total_amount`, `currency`, `tran_id`,
 *   `success_url`, `fail_url`, `cancel_url`, `ipn_url`, customer and product fields): `{ status: "SUCCESS",
 *   failedreason: "", sessionkey, gw, redirectGatewayURL, GatewayPageURL, storeBanner, storeLogo, desc,
 *   is_direct_pay_enable: "0" }`, or `{ status: "FAILED", failedreason }`.
 * - The hosted page (GatewayPageURL): the shopper pays, fails or cancels; SSLCommerz POSTs the IPN (a form)
 *   to `ipn_url` and sends the browser to success_url / fail_url / cancel_url with the same fields:
 *   `status` (VALID, FAILED, CANCELLED), `tran_date`, `tran_id`, `val_id`, `amount`, `store_amount`,
 *   `card_type`, `card_no`, `currency`, `bank_tran_id`, `card_issuer`, `card_brand`, `card_issuer_country`,
 *   `card_issuer_country_code`, `currency_type`, `currency_amount`, `currency_rate`, `base_fair`,
 *   `value_a`…`value_d`, `risk_level`, `risk_title`, `verify_sign`, `verify_key`.
 * - `GET /validator/api/validationserverAPI.php?val_id&store_id&store_passwd&v=1&format=json`: the
 *   transaction with `status` VALID the first time, VALIDATED after, INVALID_TRANSACTION for an unknown val_id.
 * - `GET /validator/api/merchantTransIDvalidationAPI.php` with `tran_id`: `{ APIConnect: "DONE",
 *   no_of_trans_found, element: [...] }`; with `bank_tran_id`, `refund_amount`, `refund_remarks`, `refe_id`:
 *   a refund `{ APIConnect: "DONE", bank_tran_id, trans_id, refund_ref_id, status: "success", errorReason:
 *   "" }`; with `refund_ref_id`: its status (`refunded`). APIConnect FAILED: wrong store id or password.
 *
 * Where the documentation is silent, this server chooses:
 * - Wrong store credentials at session init: `{ status: "FAILED", failedreason: "Store Credential Error Or
 *   Store is De-active" }`; a missing field: "Invalid Information! '<field>' is missing!"; an amount outside
 *   10–500000: "Invalid Information! 'total_amount' must be between 10 and 500000 BDT".
 * - The validation API with wrong store credentials: `{ APIConnect: "FAILED" }`.
 * - A refund above what is left of the payment: `status: "failed", errorReason: "Refund amount is greater
 *   than the transaction amount"`. Refunds complete at once (`refunded`).
 * - The hosted page sends the IPN before it sends the browser back (real SSLCommerz may do either first).
 * - The page's "Pay (risky card)" button pays with risk_level 1, risk_title "Risky Transaction".
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  startContractServer,
  type ContractAnswer,
  type ContractRequest,
  type ContractServer,
} from './contract-server.ts';

export interface SslcommerzContractOptions {
  storeId: string;
  storePassword: string;
}

export type SslcommerzPageAction = 'pay' | 'risky' | 'fail' | 'cancel';

export interface SslcommerzContractSession {
  sessionkey: string;
  form: URLSearchParams;
  /** What the page ended in (undefined while the shopper is on it). */
  outcome?: SslcommerzPageAction;
  /** The transaction's fields once paid or failed. */
  fields?: Record<string, string>;
  validations: number;
  refunds: { refund_ref_id: string; amount: number; initiated_on: string }[];
}

export interface SslcommerzContract extends ContractServer {
  baseUrl: string;
  sessions: Map<string, SslcommerzContractSession>;
  /** IPN calls made, with the answer status our listener gave (0: no answer). */
  ipns: { url: string; fields: Record<string, string>; status: number }[];
  /** The next IPNs are not sent (as when SSLCommerz's notifier is late). */
  dropIpns(drop: boolean): void;
  /**
   * What the hosted page does on the shopper's choice: the transaction's fields, sent to the IPN listener
   * (awaited) and returned with the URL the browser is sent to.
   */
  finish(sessionkey: string, action: SslcommerzPageAction): Promise<{ url: string; fields: Record<string, string> }>;
}

const VERIFY_FIELDS = [
  'amount',
  'bank_tran_id',
  'base_fair',
  'card_brand',
  'card_issuer',
  'card_issuer_country',
  'card_issuer_country_code',
  'card_no',
  'card_type',
  'currency',
  'currency_amount',
  'currency_rate',
  'currency_type',
  'risk_level',
  'risk_title',
  'status',
  'store_amount',
  'store_id',
  'tran_date',
  'tran_id',
  'val_id',
  'value_a',
  'value_b',
  'value_c',
  'value_d',
];
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'product_name',
  'product_category',
  'product_profile',
];
const stamp = () => new Date().toISOString().replace('T', ' ').slice(0, 19);

export async function startSslcommerzContract(options: SslcommerzContractOptions): Promise<SslcommerzContract> {
  const sessions = new Map<string, SslcommerzContractSession>();
  const ipns: SslcommerzContract['ipns'] = [];
  let dropIpn = false;
  let origin = '';

  const credentialsOk = (query: URLSearchParams) =>
    query.get('store_id') === options.storeId && query.get('store_passwd') === options.storePassword;
  const failed = (failedreason: string): ContractAnswer => ({
    status: 200,
    body: { status: 'FAILED', failedreason, sessionkey: '', gw: [], redirectGatewayURL: '', GatewayPageURL: '' },
  });

  const init = (request: ContractRequest): ContractAnswer => {
    const form = request.form;
    if (!credentialsOk(form)) return failed('Store Credential Error Or Store is De-active');
    const missing = REQUIRED.find((name) => !form.get(name));
    if (missing) return failed(`Invalid Information! '${missing}' is missing!`);
    const amount = Number(form.get('total_amount'));
    if (!/^\d+(\.\d{1,2})?$/u.test(form.get('total_amount') ?? '') || amount < 10 || amount > 500_000)
      return failed("Invalid Information! 'total_amount' must be between 10 and 500000 BDT");
    if (form.get('currency') !== 'BDT') return failed("Invalid Information! 'currency' is not supported!");
    const sessionkey = randomBytes(16).toString('hex').toUpperCase();
    sessions.set(sessionkey, { sessionkey, form, validations: 0, refunds: [] });
    const page = `${origin}/EasyCheckOut/testcde${sessionkey}`;
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey,
        gw: { visa: 'city_visa,ebl_visa', master: 'city_master', mobilebanking: 'bkash,nagad,rocket' },
        redirectGatewayURL: `${origin}/gwprocess/v4/bankgw/indexhtml.php?mamount=${form.get('total_amount')}&ssl_id=${sessionkey}&Q=REDIRECT&SESSIONKEY=${sessionkey}&tran_type=success&cardname=`,
        directPaymentURLBank: '',
        directPaymentURLCard: '',
        directPaymentURL: '',
        redirectGatewayURLFailed: '',
        GatewayPageURL: page,
        storeBanner: `${origin}/stores/logos/demoLogo.png`,
        storeLogo: `${origin}/stores/logos/demoLogo.png`,
        desc: [],
        is_direct_pay_enable: '0',
      },
    };
  };

  const transactionFields = (session: SslcommerzContractSession, action: SslcommerzPageAction) => {
    const form = session.form;
    const amount = Number(form.get('total_amount')).toFixed(2);
    const paid = action === 'pay' || action === 'risky';
    const fields: Record<string, string> = {
      status: paid ? 'VALID' : action === 'fail' ? 'FAILED' : 'CANCELLED',
      tran_date: stamp(),
      tran_id: form.get('tran_id') ?? '',
      val_id: paid ? `${Date.now().toString().slice(-10)}${randomBytes(5).toString('hex')}` : '',
      amount,
      store_amount: paid ? (Number(amount) * 0.975).toFixed(2) : '0.00',
      card_type: paid ? 'BKASH-BKash' : '',
      card_no: '',
      currency: 'BDT',
      bank_tran_id: paid ? `${Date.now().toString().slice(-8)}${randomBytes(4).toString('hex')}` : '',
      card_issuer: paid ? 'BKash Mobile Banking' : '',
      card_brand: paid ? 'MOBILEBANKING' : '',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: 'BDT',
      currency_amount: amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: form.get('value_a') ?? '',
      value_b: form.get('value_b') ?? '',
      value_c: form.get('value_c') ?? '',
      value_d: form.get('value_d') ?? '',
      risk_level: action === 'risky' ? '1' : '0',
      risk_title: action === 'risky' ? 'Risky Transaction' : 'Safe',
      ...(action === 'fail' ? { error: 'Transaction declined by the issuer' } : {}),
      store_id: options.storeId,
    };
    const signed = [...VERIFY_FIELDS, 'store_passwd']
      .sort()
      .map((name) => `${name}=${name === 'store_passwd' ? md5(options.storePassword) : (fields[name] ?? '')}`)
      .join('&');
    fields['verify_sign'] = md5(signed);
    fields['verify_key'] = VERIFY_FIELDS.join(',');
    return fields;
  };

  const finish: SslcommerzContract['finish'] = async (sessionkey, action) => {
    const session = sessions.get(sessionkey);
    if (!session) throw new Error(`No SSLCommerz session ${sessionkey}`);
    if (session.outcome) throw new Error(`Session ${sessionkey} ended already (${session.outcome})`);
    session.outcome = action;
    const fields = transactionFields(session, action);
    session.fields = fields;
    const ipnUrl = session.form.get('ipn_url');
    if (ipnUrl && !dropIpn) {
      const record = { url: ipnUrl, fields, status: 0 };
      ipns.push(record);
      try {
        const answer = await fetch(ipnUrl, {
          method: 'POST',
          body: new URLSearchParams(fields),
          signal: AbortSignal.timeout(10_000),
        });
        record.status = answer.status;
        await answer.arrayBuffer();
      } catch {
        // The listener did not answer: SSLCommerz retries later; the stand-in does not.
      }
    }
    const target = action === 'fail' ? 'fail_url' : action === 'cancel' ? 'cancel_url' : 'success_url';
    return { url: session.form.get(target) ?? '', fields };
  };

  const sessionOf = (valId: string | null) =>
    [...sessions.values()].find((session) => valId && session.fields?.['val_id'] === valId);

  const validation = (request: ContractRequest): ContractAnswer => {
    if (!credentialsOk(request.query)) return { status: 200, body: { APIConnect: 'FAILED' } };
    const session = sessionOf(request.query.get('val_id'));
    if (!session?.fields) return { status: 200, body: { status: 'INVALID_TRANSACTION' } };
    session.validations += 1;
    const { verify_sign: _sign, verify_key: _key, store_id: _store, error: _error, ...fields } = session.fields;
    return {
      status: 200,
      body: {
        ...fields,
        status: session.validations === 1 ? 'VALID' : 'VALIDATED',
        emi_instalment: '0',
        emi_amount: '0.00',
        emi_description: '',
        emi_issuer: '',
        account_details: '',
        APIConnect: 'DONE',
        validated_on: stamp(),
        gw_version: '',
      },
    };
  };

  const merchantApi = (request: ContractRequest): ContractAnswer => {
    const query = request.query;
    if (!credentialsOk(query)) return { status: 200, body: { APIConnect: 'FAILED' } };
    const refundRef = query.get('refund_ref_id');
    if (refundRef) {
      for (const session of sessions.values()) {
        const made = session.refunds.find((each) => each.refund_ref_id === refundRef);
        if (made)
          return {
            status: 200,
            body: {
              APIConnect: 'DONE',
              bank_tran_id: session.fields?.['bank_tran_id'],
              tran_id: session.fields?.['tran_id'],
              refund_ref_id: refundRef,
              initiated_on: made.initiated_on,
              refunded_on: made.initiated_on,
              status: 'refunded',
              errorReason: '',
            },
          };
      }
      return { status: 200, body: { APIConnect: 'INVALID_REQUEST', errorReason: 'Invalid refund_ref_id' } };
    }
    const bankTranId = query.get('bank_tran_id');
    if (bankTranId) {
      const session = [...sessions.values()].find((each) => each.fields?.['bank_tran_id'] === bankTranId);
      const amount = Number(query.get('refund_amount'));
      if (!session?.fields || !query.get('refund_remarks') || !(amount > 0))
        return {
          status: 200,
          body: { APIConnect: 'INVALID_REQUEST', errorReason: 'Invalid bank_tran_id or refund data' },
        };
      const left = Number(session.fields['amount']) * 100 - session.refunds.reduce((sum, each) => sum + each.amount, 0);
      const base = { APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: session.fields['tran_id'] };
      if (Math.round(amount * 100) > left)
        return {
          status: 200,
          body: {
            ...base,
            refund_ref_id: null,
            status: 'failed',
            errorReason: 'Refund amount is greater than the transaction amount',
          },
        };
      const made = {
        refund_ref_id: `RF${randomBytes(6).toString('hex')}`,
        amount: Math.round(amount * 100),
        initiated_on: stamp(),
      };
      session.refunds.push(made);
      return { status: 200, body: { ...base, refund_ref_id: made.refund_ref_id, status: 'success', errorReason: '' } };
    }
    const tranId = query.get('tran_id');
    if (!tranId) return { status: 200, body: { APIConnect: 'INVALID_REQUEST' } };
    const found = [...sessions.values()].filter((session) => session.form.get('tran_id') === tranId);
    return {
      status: 200,
      body: {
        APIConnect: 'DONE',
        no_of_trans_found: found.length,
        element: found.map((session) => {
          const fields = session.fields ?? {
            tran_id: tranId,
            amount: Number(session.form.get('total_amount')).toFixed(2),
          };
          const { verify_sign: _sign, verify_key: _key, store_id: _store, error: _error, ...rest } = fields;
          const status = !session.fields
            ? 'PENDING'
            : rest['status'] === 'VALID' && session.validations > 0
              ? 'VALIDATED'
              : (rest['status'] ?? 'PENDING');
          return { ...rest, status, currency_type: 'BDT', validated_on: session.validations > 0 ? stamp() : '' };
        }),
      },
    };
  };

  const page = async (request: ContractRequest, sessionkey: string): Promise<ContractAnswer> => {
    const session = sessions.get(sessionkey);
    if (!session) return { status: 404, body: 'Session not found', headers: { 'content-type': 'text/plain' } };
    if (request.method === 'POST') {
      const action = request.form.get('action');
      if (action !== 'pay' && action !== 'risky' && action !== 'fail' && action !== 'cancel')
        return { status: 400, body: 'Choose an action', headers: { 'content-type': 'text/plain' } };
      if (session.outcome)
        return { status: 409, body: 'This session has ended', headers: { 'content-type': 'text/plain' } };
      const { url, fields } = await finish(sessionkey, action);
      return { status: 200, body: postBack(url, fields), headers: { 'content-type': 'text/html; charset=utf-8' } };
    }
    return { status: 200, body: hostedPage(session), headers: { 'content-type': 'text/html; charset=utf-8' } };
  };

  const server = await startContractServer(async (request) => {
    if (request.method === 'POST' && request.path === '/gwprocess/v4/api.php') return init(request);
    if (request.method === 'GET' && request.path === '/validator/api/validationserverAPI.php')
      return validation(request);
    if (request.method === 'GET' && request.path === '/validator/api/merchantTransIDvalidationAPI.php')
      return merchantApi(request);
    const pageMatch = /^\/EasyCheckOut\/testcde([0-9A-F]+)$/u.exec(request.path);
    if (pageMatch) return page(request, pageMatch[1]!);
    return { status: 404, body: 'Not Found', headers: { 'content-type': 'text/plain' } };
  });
  origin = server.origin;
  return {
    ...server,
    baseUrl: server.origin,
    sessions,
    ipns,
    dropIpns(drop) {
      dropIpn = drop;
    },
    finish,
  };
}

const escape = (text: string) => text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);

function hostedPage(session: SslcommerzContractSession): string {
  const amount = Number(session.form.get('total_amount')).toFixed(2);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SSLCOMMERZ</title>
<style>body{font-family:sans-serif;max-width:360px;margin:24px auto;padding:0 12px}header{background:#1c3f95;color:#fff;padding:12px;border-radius:6px}button{display:block;width:100%;margin-top:12px;padding:10px}</style></head>
<body><header><strong>SSLCOMMERZ</strong> (local stand-in of the sandbox)</header>
<p>${escape(session.form.get('product_name') ?? '')}</p>
<p>Amount: <strong data-testid="amount">৳${escape(amount)}</strong></p>
<form method="post">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="risky">Pay (risky card)</button>
<button type="submit" name="action" value="fail">Fail</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form></body></html>`;
}

/** How SSLCommerz returns the browser: a form POSTed to the merchant's URL. */
function postBack(url: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting…</title></head><body>
<form id="back" method="post" action="${escape(url)}">${inputs}<noscript><button>Continue</button></noscript></form>
<script>document.getElementById('back').submit()</script></body></html>`;
}
