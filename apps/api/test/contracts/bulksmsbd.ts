/**
 * BulkSMSBD's smsapi, as its documentation (bulksmsbd.net, "API Documentation") describes it:
 * `…/api/smsapi` by GET (query) or POST (form) with `api_key`, `type=text`, `number` (88017XXXXXXXX, comma-
 * separated for several), `senderid`, `message`; always HTTP 200 with a JSON body whose `response_code`
 * says what happened: 202 "SMS Submitted Successfully", 1001 invalid number, 1002 sender id not correct or
 * disabled, 1003 a required field missing, 1005 internal error, 1007 balance insufficient, 1011 user id
 * not found, … (the documented table).
 *
 * Where sources disagree or say nothing, this server chooses:
 * - A wrong `api_key` answers 1011 ("User Id not found"): the table has no "invalid key" row; 1011 is the
 *   account lookup that fails, and what clients in the wild report for a wrong key.
 * - The success body carries `message_id` (seen in real answers, absent from the doc's table) beside
 *   `success_message`; failures carry `error_message` and an empty `success_message`.
 * - The doc prints http://bulksmsbd.net; the adapter defaults to https (the same endpoint answers on 443 and
 *   the key should not cross the network in clear); the scheme is configuration either way.
 */
import { startContractServer, type ContractRequest, type ContractServer } from './contract-server.ts';

export const BULKSMSBD_MESSAGES: Record<number, string> = {
  202: 'SMS Submitted Successfully',
  1001: 'Invalid Number',
  1002: 'sender id not correct/sender id is disabled',
  1003: 'Please Required all fields/Contact Your System Administrator',
  1005: 'Internal Error',
  1007: 'Balance Insufficient',
  1011: 'User Id not found',
};

export interface BulkSmsBdContractOptions {
  apiKey: string;
  senderIds: string[];
  /** Messages the account can still pay for (default: plenty). */
  balance?: number;
}

export interface BulkSmsBdContract extends ContractServer {
  /** The smsapi endpoint. */
  url: string;
  /** The next request answers 1005 (the gateway's internal error). */
  internalErrorNext(): void;
  setBalance(messages: number): void;
}

export async function startBulkSmsBdContract(options: BulkSmsBdContractOptions): Promise<BulkSmsBdContract> {
  let balance = options.balance ?? 1_000;
  let internalError = false;
  let nextId = 48_000_000;
  const answer = (code: number) => ({
    status: 200,
    body:
      code === 202
        ? {
            response_code: code,
            message_id: (nextId += 1),
            success_message: BULKSMSBD_MESSAGES[code],
            error_message: '',
          }
        : { response_code: code, success_message: '', error_message: BULKSMSBD_MESSAGES[code] },
  });
  const server = await startContractServer((request: ContractRequest) => {
    if (request.path !== '/api/smsapi') return { status: 404, body: '<html><body>Not Found</body></html>' };
    const params = request.method === 'POST' && [...request.form.keys()].length > 0 ? request.form : request.query;
    const [apiKey, type, number, senderId, message] = ['api_key', 'type', 'number', 'senderid', 'message'].map(
      (name) => params.get(name) ?? '',
    );
    if (!apiKey || !type || !number || !senderId || !message) return answer(1003);
    if (apiKey !== options.apiKey) return answer(1011);
    if (!options.senderIds.includes(senderId)) return answer(1002);
    const numbers = number.split(',');
    if (!numbers.every((each) => /^(?:88)?01[3-9]\d{8}$/u.test(each))) return answer(1001);
    if (internalError) {
      internalError = false;
      return answer(1005);
    }
    if (balance < numbers.length) return answer(1007);
    balance -= numbers.length;
    return answer(202);
  });
  return {
    ...server,
    url: `${server.origin}/api/smsapi`,
    internalErrorNext() {
      internalError = true;
    },
    setBalance(messages) {
      balance = messages;
    },
  };
}
