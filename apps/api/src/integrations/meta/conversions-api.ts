/**
 * Meta's Conversions API: `POST {graph}/{pixel id}/events` with the events as `data`, the access token and, while
 * the owner tests, `test_event_code`. Success is 200 `{ events_received, messages, fbtrace_id }`; a refusal is 4xx
 * `{ error: { message, type, code, error_subcode?, is_transient?, fbtrace_id } }` (Graph API error handling),
 * classified here so the job knows whether another try can help.
 */
import { ExternalServiceError, failureForStatus, type ExternalFailure } from '../outbound/external-error.ts';
import { requestJson, TransportError } from '../outbound/http-json.ts';

/** Meta's advice for the request's time limit is 1.5 s; a job retries what does not answer in time. */
const TIMEOUT_MS = 5_000;

/** Graph codes: an expired or wrong token (190), a missing permission (10, 200–299), throttling (4, 17, 32, 613, 80004). */
const AUTH_CODES = new Set([102, 190, 10]);
const THROTTLE_CODES = new Set([4, 17, 32, 613, 80_004]);

export interface MetaEventsRequest {
  graphUrl: string;
  pixelId: string;
  accessToken: string;
  testEventCode: string | null;
  events: unknown[];
}

interface GraphError {
  message?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
}

function classify(status: number, error: GraphError | undefined): ExternalFailure {
  const code = error?.code;
  if (code !== undefined && (AUTH_CODES.has(code) || (code >= 200 && code < 300))) return 'auth_failed';
  if (code !== undefined && THROTTLE_CODES.has(code)) return 'rate_limited';
  if (code === 1 || code === 2) return 'unavailable';
  if (code === 100) return 'invalid_request';
  return failureForStatus(status);
}

/** Sends the events; resolves with how many Meta received, throws ExternalServiceError('meta', …) otherwise. */
export async function sendMetaEvents(request: MetaEventsRequest): Promise<{ eventsReceived: number }> {
  const json: Record<string, unknown> = { data: request.events, access_token: request.accessToken };
  if (request.testEventCode) json['test_event_code'] = request.testEventCode;
  let answer;
  try {
    answer = await requestJson({
      method: 'POST',
      url: `${request.graphUrl}/${encodeURIComponent(request.pixelId)}/events`,
      json,
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof TransportError) {
      throw new ExternalServiceError('meta', error.kind === 'timeout' ? 'timeout' : 'unavailable', { cause: error });
    }
    throw error;
  }
  const body = answer.body as { events_received?: unknown; error?: GraphError } | undefined;
  if (answer.status === 200 && typeof body?.events_received === 'number') {
    return { eventsReceived: body.events_received };
  }
  const error = body?.error;
  const reason = classify(answer.status, error);
  throw new ExternalServiceError('meta', reason, {
    status: answer.status,
    ...(error?.code === undefined ? {} : { serviceCode: error.code }),
    ...(error?.message ? { detail: error.message } : {}),
    ...(error?.is_transient === true ? { retryable: true } : {}),
  });
}
