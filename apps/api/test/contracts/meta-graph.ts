/**
 * Meta's Conversions API on the Graph API, as its documentation describes it: `POST /{pixel id}/events` with a JSON
 * body `{ data: [event…], access_token, test_event_code? }`. Success is 200 `{ events_received, messages: [],
 * fbtrace_id }`. Errors are Graph API errors, HTTP 400 unless said otherwise, with a body `{ error: { message, type,
 * code, error_subcode?, is_transient, fbtrace_id } }`:
 * - a wrong or expired token: `OAuthException` code 190;
 * - an unknown pixel: `GraphMethodException` code 100, subcode 33 ("Unsupported post request. Object … does not exist");
 * - an event Meta cannot take (no `event_name`, an `event_time` more than 7 days old or in the future, a website event
 *   without `event_source_url` or `client_user_agent`): `OAuthException` code 100 "Invalid parameter";
 * - throttling: code 17 "User request limit reached"; a transient fault: HTTP 500 code 2 with `is_transient: true`.
 */
import { startContractServer, type ContractServer } from './contract-server.ts';

const SEVEN_DAYS_SECONDS = 7 * 24 * 60 * 60;

export interface MetaGraphContractOptions {
  pixelId: string;
  accessToken: string;
}

export interface MetaGraphContract extends ContractServer {
  /** The Graph API base URL to configure (META_GRAPH_URL). */
  url: string;
  /** The events Meta took, in order. */
  events: Record<string, unknown>[];
  /** The next request is throttled (code 17). */
  throttleNext(): void;
  /** The next request meets a transient fault (HTTP 500, code 2). */
  transientNext(): void;
}

let trace = 0;
const graphError = (status: number, error: Record<string, unknown>) => ({
  status,
  body: { error: { is_transient: false, ...error, fbtrace_id: `AbC${(trace += 1)}` } },
});

const invalidParameter = (userMessage: string) =>
  graphError(400, { message: 'Invalid parameter', type: 'OAuthException', code: 100, error_user_msg: userMessage });

function eventProblem(event: Record<string, unknown>, now: number): string | null {
  if (typeof event['event_name'] !== 'string') return 'event_name is required';
  const time = event['event_time'];
  if (typeof time !== 'number' || !Number.isInteger(time)) return 'event_time must be a Unix time in seconds';
  if (time < now - SEVEN_DAYS_SECONDS) return 'event_time is more than 7 days in the past';
  if (time > now + 60) return 'event_time is in the future';
  if (typeof event['action_source'] !== 'string') return 'action_source is required';
  const user = event['user_data'] as Record<string, unknown> | undefined;
  if (!user || typeof user !== 'object') return 'user_data is required';
  if (event['action_source'] === 'website') {
    if (typeof event['event_source_url'] !== 'string') return 'event_source_url is required for website events';
    if (typeof user['client_user_agent'] !== 'string') return 'client_user_agent is required for website events';
  }
  for (const key of ['ph', 'fn', 'ln', 'country', 'external_id']) {
    const values = user[key];
    if (values === undefined) continue;
    if (!Array.isArray(values) || !values.every((value) => typeof value === 'string' && /^[0-9a-f]{64}$/u.test(value)))
      return `user_data.${key} must be SHA-256 hashes`;
  }
  return null;
}

export async function startMetaGraphContract(options: MetaGraphContractOptions): Promise<MetaGraphContract> {
  const events: Record<string, unknown>[] = [];
  let next: 'throttle' | 'transient' | null = null;
  const server = await startContractServer((request) => {
    const match = /^\/v[\d.]+\/([^/]+)\/events$/u.exec(request.path);
    if (request.method !== 'POST' || !match) {
      return graphError(400, { message: 'Unknown path components', type: 'OAuthException', code: 2500 });
    }
    const body = request.json as { data?: unknown; access_token?: unknown } | undefined;
    if (body?.access_token !== options.accessToken) {
      return graphError(400, {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
      });
    }
    if (decodeURIComponent(match[1]!) !== options.pixelId) {
      return graphError(400, {
        message: `Unsupported post request. Object with ID '${match[1]}' does not exist`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
      });
    }
    const pending = next;
    next = null;
    if (pending === 'throttle') {
      return graphError(400, { message: 'User request limit reached', type: 'OAuthException', code: 17 });
    }
    if (pending === 'transient') {
      return graphError(500, {
        message: 'Service temporarily unavailable',
        type: 'OAuthException',
        code: 2,
        is_transient: true,
      });
    }
    const data = body.data;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1_000) {
      return invalidParameter('data must hold 1 to 1000 events');
    }
    const now = Math.floor(Date.now() / 1000);
    for (const event of data as Record<string, unknown>[]) {
      const problem = eventProblem(event, now);
      if (problem) return invalidParameter(problem);
    }
    events.push(...(data as Record<string, unknown>[]));
    return { status: 200, body: { events_received: data.length, messages: [], fbtrace_id: `AbC${(trace += 1)}` } };
  });
  return {
    ...server,
    url: `${server.origin}/v24.0`,
    events,
    throttleNext: () => {
      next = 'throttle';
    },
    transientNext: () => {
      next = 'transient';
    },
  };
}
