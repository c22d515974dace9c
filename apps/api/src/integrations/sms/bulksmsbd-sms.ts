/**
 * BulkSMSBD (bulksmsbd.net). One message: `POST {url}` with the form fields `api_key`, `type=text`,
 * `number` (8801XXXXXXXXX), `senderid` and `message` (the documented GET takes the same fields in the query;
 * the form keeps the key out of URLs that proxies log). The gateway always answers HTTP 200 and reports in
 * the body: `{ response_code: 202, message_id, success_message }` when it took the message, otherwise
 * `{ response_code: 10xx, error_message }`. test/contracts/bulksmsbd.ts answers the same.
 */
import { internationalMobileDigits } from '@haat/domain/phone';
import type { ExternalFailure } from '../outbound/external-error.ts';
import { failureForStatus } from '../outbound/external-error.ts';
import { numberField, requestJson, textField, TransportError } from '../outbound/http-json.ts';
import { SmsGatewayError, type SmsSender } from './sms.ts';
import { BULKSMSBD_URL } from '../../platform/config/service-urls.ts';

const GATEWAY = 'bulksmsbd';
const ACCEPTED = 202;

export interface BulkSmsBdOptions {
  /** The smsapi endpoint (default BULKSMSBD_URL). */
  url?: string;
  apiKey: string;
  /** The approved sender id (a masking name or the 88096… number). */
  senderId: string;
  timeoutMs?: number;
}

/** BulkSMSBD's codes, by what they mean for us. */
const AUTH_CODES = new Set([1011, 1013, 1014, 1015, 1016, 1017, 1018, 1019, 1020, 1021, 1031, 1032]);
const CODE_FAILURES: ReadonlyMap<number, ExternalFailure> = new Map([
  [1001, 'invalid_request'], // invalid number
  [1002, 'rejected'], // sender id not correct or disabled
  [1003, 'invalid_request'], // a required field is missing
  [1005, 'unavailable'], // the gateway's internal error: worth another attempt
  [1006, 'rejected'], // balance validity expired
  [1007, 'rejected'], // balance insufficient
  [1012, 'invalid_request'], // masking SMS must be in Bengali
]);

export function bulkSmsBdFailure(code: number): ExternalFailure {
  if (AUTH_CODES.has(code)) return 'auth_failed';
  return CODE_FAILURES.get(code) ?? 'rejected';
}

export function createBulkSmsBdSms(options: BulkSmsBdOptions): SmsSender {
  const url = options.url ?? BULKSMSBD_URL;
  return {
    async send(to, text) {
      const form = new URLSearchParams({
        api_key: options.apiKey,
        type: 'text',
        number: internationalMobileDigits(to),
        senderid: options.senderId,
        message: text,
      });
      let answer;
      try {
        answer = await requestJson({ method: 'POST', url, form, timeoutMs: options.timeoutMs ?? 10_000 });
      } catch (error) {
        if (error instanceof TransportError)
          throw new SmsGatewayError(GATEWAY, error.kind === 'timeout' ? 'timeout' : 'unavailable', { cause: error });
        throw error;
      }
      const code = numberField(answer.body, 'response_code');
      if (answer.status !== 200 && code === undefined)
        throw new SmsGatewayError(GATEWAY, failureForStatus(answer.status), { status: answer.status });
      if (code === undefined)
        throw new SmsGatewayError(GATEWAY, 'bad_answer', { status: answer.status, detail: answer.text.slice(0, 200) });
      if (code !== ACCEPTED) {
        throw new SmsGatewayError(GATEWAY, bulkSmsBdFailure(code), {
          status: answer.status,
          serviceCode: code,
          detail: textField(answer.body, 'error_message'),
        });
      }
      const messageId = textField(answer.body, 'message_id');
      return { gateway: GATEWAY, ...(messageId ? { messageId } : {}) };
    },
  };
}
