/**
 * SSL Wireless SMS Plus API v3, as its documentation describes it: `POST /api/v3/send-sms` with the JSON
 * `{ api_token, sid, msisdn, sms, csms_id }` (msisdn 88017XXXXXXXX or 017XXXXXXXX, csms_id the client's
 * unique id of at most 20 characters). It reports in the body: `status` "SUCCESS" or "FAILED", `status_code`
 * (200, or 4001 unauthorized, 4002 SID not permitted, 4003 IP blacklisted, 4011 required parameter missing,
 * 4012 duplicate csms_id, 4014 invalid MSISDN, 4016 message too long, 4030 too many requests,
 * 5000 internal error, …), `error_message`, and on success `smsinfo`, one entry per message with its
 * `sms_status`, `status_message`, `msisdn`, `sms_type`, `sms_body`, `csms_id` and `reference_id`.
 *
 * Where sources disagree or say nothing, this server chooses:
 * - Failures are answered with HTTP 200 and the code in the body (what clients in the wild show, e.g.
 *   `{"status":"FAILED","status_code":4003,"error_message":"IP Blacklisted"}`), not with an HTTP error.
 * - A wrong `api_token` is 4001 whatever the sid; a right token with another account's sid is 4002.
 */
import { startContractServer, type ContractServer } from './contract-server.ts';

export const SSL_WIRELESS_MESSAGES: Record<number, string> = {
  4001: 'Unauthorized',
  4002: 'SID Not Permitted',
  4011: 'Required Parameter Missing',
  4012: 'Duplicate CSMS ID',
  4014: 'Invalid MSISDN',
  4016: 'Message Length Exceeded',
  5000: 'Internal Error',
};

export interface SslWirelessContractOptions {
  apiToken: string;
  sid: string;
}

export interface SslWirelessContract extends ContractServer {
  /** The send-sms endpoint. */
  url: string;
  /** The next request answers 5000 (internal error). */
  internalErrorNext(): void;
}

export async function startSslWirelessContract(options: SslWirelessContractOptions): Promise<SslWirelessContract> {
  const seenCsmsIds = new Set<string>();
  let internalError = false;
  let nextReference = 1;
  const failed = (code: number) => ({
    status: 200,
    body: { status: 'FAILED', status_code: code, error_message: SSL_WIRELESS_MESSAGES[code] },
  });
  const server = await startContractServer((request) => {
    if (request.path !== '/api/v3/send-sms' || request.method !== 'POST')
      return { status: 404, body: { status: 'FAILED', status_code: 4005, error_message: 'End Point Not Found' } };
    const body = (request.json ?? {}) as Record<string, unknown>;
    const [token, sid, msisdn, sms, csmsId] = ['api_token', 'sid', 'msisdn', 'sms', 'csms_id'].map((name) =>
      typeof body[name] === 'string' ? body[name] : '',
    );
    if (!token || !sid || !msisdn || !sms || !csmsId) return failed(4011);
    if (token !== options.apiToken) return failed(4001);
    if (sid !== options.sid) return failed(4002);
    if (!/^(?:88)?01[3-9]\d{8}$/u.test(msisdn)) return failed(4014);
    if (csmsId.length > 20) return failed(4011);
    if (sms.length > 1_000) return failed(4016);
    if (internalError) {
      internalError = false;
      return failed(5000);
    }
    if (seenCsmsIds.has(csmsId)) return failed(4012);
    seenCsmsIds.add(csmsId);
    const referenceId = `5f2a${String((nextReference += 1)).padStart(8, '0')}`;
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn,
            sms_type: /[^\p{ASCII}]/u.test(sms) ? 'BN' : 'EN',
            sms_body: sms,
            csms_id: csmsId,
            reference_id: referenceId,
          },
        ],
      },
    };
  });
  return {
    ...server,
    url: `${server.origin}/api/v3/send-sms`,
    internalErrorNext() {
      internalError = true;
    },
  };
}
