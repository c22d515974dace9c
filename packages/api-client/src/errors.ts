import * as v from 'valibot';

/**
 * How a call failed: no answer (`network`), no answer in time (`timeout`), an error status
 * (`http`), or an answer that is not the contract's shape (`parse`).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'parse';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status; 0 when there was no answer. */
  status: number;
  message: string;
  serverMessage?: string | null;
  errors?: Record<string, string[]>;
  /** Seconds to wait before trying again, from the answer's Retry-After; null when it sent none. */
  retryAfterSeconds?: number | null;
  /** `METHOD path` of the call, for logs. */
  request: string;
  cause?: unknown;
}

/** The one error every client call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The server's own `message` (e.g. "Shop not found"), when it sent one. */
  readonly serverMessage: string | null;
  /** 422 field errors: field path -> message ids. Empty otherwise. */
  readonly errors: Record<string, string[]>;
  /** Seconds to wait before trying again (a 429's or 503's Retry-After); null when the server said nothing. */
  readonly retryAfterSeconds: number | null;
  readonly request: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage ?? null;
    this.errors = init.errors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.request = init.request;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A Retry-After header as whole seconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3);
 * null when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/u.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** An answer that is not the shape the contract promises. */
export function parseError(
  request: string,
  status: number,
  issues: readonly v.BaseIssue<unknown>[] | string,
): ApiError {
  const detail =
    typeof issues === 'string'
      ? issues
      : issues
          .slice(0, 3)
          .map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`)
          .join('; ');
  return new ApiError({
    kind: 'parse',
    status,
    message: `Unexpected answer (status ${status}) from ${request}: ${detail}`,
    request,
  });
}
