/**
 * SSL Wireless SMS Plus, API v3. One message: `POST {url}` (…/api/v3/send-sms) with the JSON
 * `{ api_token, sid, msisdn, sms, csms_id }`; `csms_id` is the client's unique id for the message (we
 * derive it from the job's reference, so a retried job reuses it and the gateway refuses a duplicate
 * instead of texting twice). The answer reports in the body:
 * `{ status: "SUCCESS", status_code: 200, error_message: "", smsinfo: [{ sms_status, reference_id, … }] }`
 * or `{ status: "FAILED", status_code: 40xx/5000, error_message }`. test/contracts/ssl-wireless.ts
 * answers the same.
 */
import { createHash, randomUUID } from 'node:crypto';
import { internationalMobileDigits } from '@haat/domain/phone';
import { failureForStatus, type ExternalFailure } from '../outbound/external-error.ts';
import { field, numberField, requestJson, textField, TransportError } from '../outbound/http-json.ts';
import { SmsGatewayError, type SmsSender } from './sms.ts';
import { SSL_WIRELESS_URL } from '../../platform/config/service-urls.ts';

const GATEWAY = 'sslwireless';
/** `csms_id` is at most 20 characters. */
const CSMS_ID_LENGTH = 20;
const DUPLICATE_CSMS_ID = 4012;

export interface SslWirelessOptions {
  /** The send-sms endpoint (default SSL_WIRELESS_URL). */
  url?: string;
  apiToken: string;
  /** The SID SSL Wireless assigned (it carries the sender name). */
  sid: string;
  timeoutMs?: number;
}

const CODE_FAILURES: ReadonlyMap<number, ExternalFailure> = new Map([
  [4001, 'auth_failed'], // unauthorized
  [4002, 'auth_failed'], // SID not permitted
  [4003, 'auth_failed'], // IP blacklisted
  [4004, 'invalid_request'], // invalid request format
  [4010, 'invalid_request'], // invalid csms_id
  [4011, 'invalid_request'], // required parameter missing
  [4012, 'duplicate'], // duplicate csms_id
  [4014, 'invalid_request'], // invalid MSISDN
  [4015, 'rejected'], // blocked MSISDN
  [4016, 'invalid_request'], // message too long
  [4025, 'invalid_request'], // invalid message data
  [4030, 'rate_limited'], // too many requests
  [4038, 'rejected'], // limit exceeded
  [4039, 'rate_limited'], // TPS exceeded
  [4040, 'invalid_request'], // invalid SMS
]);

export function sslWirelessFailure(code: number): ExternalFailure {
  return CODE_FAILURES.get(code) ?? (code >= 5000 ? 'unavailable' : 'rejected');
}

/** The `csms_id` for a message: derived from its reference (stable across retries) or random. */
export function csmsId(reference: string | undefined): string {
  const source = reference ?? randomUUID();
  return createHash('sha256').update(source).digest('hex').slice(0, CSMS_ID_LENGTH);
}

export function createSslWirelessSms(options: SslWirelessOptions): SmsSender {
  const url = options.url ?? SSL_WIRELESS_URL;
  return {
    async send(to, text, sendOptions) {
      const id = csmsId(sendOptions?.reference);
      let answer;
      try {
        answer = await requestJson({
          method: 'POST',
          url,
          json: {
            api_token: options.apiToken,
            sid: options.sid,
            msisdn: internationalMobileDigits(to),
            sms: text,
            csms_id: id,
          },
          timeoutMs: options.timeoutMs ?? 10_000,
        });
      } catch (error) {
        if (error instanceof TransportError)
          throw new SmsGatewayError(GATEWAY, error.kind === 'timeout' ? 'timeout' : 'unavailable', { cause: error });
        throw error;
      }
      const status = textField(answer.body, 'status')?.toUpperCase();
      const code = numberField(answer.body, 'status_code');
      if (status === undefined && code === undefined) {
        throw new SmsGatewayError(GATEWAY, answer.status === 200 ? 'bad_answer' : failureForStatus(answer.status), {
          status: answer.status,
          detail: answer.text.slice(0, 200),
        });
      }
      if (status === 'SUCCESS' && (code === undefined || code === 200)) {
        const info = field(answer.body, 'smsinfo');
        const first: unknown = Array.isArray(info) ? info[0] : undefined;
        const messageId = textField(first, 'reference_id') ?? id;
        return { gateway: GATEWAY, messageId };
      }
      // The same csms_id again: an earlier attempt of this message reached the gateway.
      if (code === DUPLICATE_CSMS_ID && sendOptions?.reference !== undefined)
        return { gateway: GATEWAY, messageId: id };
      const failure = code === undefined ? failureForStatus(answer.status) : sslWirelessFailure(code);
      throw new SmsGatewayError(GATEWAY, failure, {
        status: answer.status,
        serviceCode: code,
        detail: textField(answer.body, 'error_message'),
      });
    },
  };
}
