/**
 * A failure of a service outside the platform (a courier, an SMS gateway), classified so a job knows what
 * to do with it: `retryable` failures (timeout, network, 5xx, rate limit, an answer cut short) are worth
 * another attempt with backoff; the others (wrong credentials, a refused request) fail the same way again
 * until a person changes something, so a job should stop and show `reason` to the owner.
 */
export type ExternalFailure =
  /** No answer within the time limit. */
  | 'timeout'
  /** No connection, or the service answered 5xx. */
  | 'unavailable'
  /** The service asked us to slow down (429 or its own code). */
  | 'rate_limited'
  /** An answer that is not what the service documents (HTML from a proxy, a cut-off body). */
  | 'bad_answer'
  /** The credentials were refused or lack the right (401/403, or the service's own code). */
  | 'auth_failed'
  /** The service refused what we sent (validation); `fields` names the fields it blamed. */
  | 'invalid_request'
  /** The service already has it (a Steadfast invoice booked before). */
  | 'duplicate'
  /** The service does not know what we asked about. */
  | 'not_found'
  /** Refused for the account's state (no balance, sender id not approved) or a reason without a class. */
  | 'rejected';

const RETRYABLE: ReadonlySet<ExternalFailure> = new Set(['timeout', 'unavailable', 'rate_limited', 'bad_answer']);

export function isRetryableFailure(reason: ExternalFailure): boolean {
  return RETRYABLE.has(reason);
}

export interface ExternalErrorDetails {
  /** The HTTP status of the answer, when there was one. */
  status?: number;
  /** The service's own code (BulkSMSBD `response_code`, SSL Wireless `status_code`). */
  serviceCode?: number | string;
  /** The service's own words (its error message): for the log and support, not for shoppers. */
  detail?: string;
  /** The request fields the service blamed. */
  fields?: string[];
  /** Overrides the class's default retryability (a gateway's "internal error" code answered with 200). */
  retryable?: boolean;
  cause?: unknown;
}

export class ExternalServiceError extends Error {
  readonly retryable: boolean;
  readonly status: number | undefined;
  readonly serviceCode: number | string | undefined;
  readonly detail: string | undefined;
  readonly fields: string[];

  constructor(
    /** `steadfast`, `pathao`, `redx`, `bulksmsbd`, `sslwireless`, … */
    readonly service: string,
    readonly reason: ExternalFailure,
    details: ExternalErrorDetails = {},
  ) {
    const said = [details.serviceCode, details.detail].filter((part) => part !== undefined && part !== '').join(' ');
    super(`${service}: ${reason}${details.status ? ` (HTTP ${details.status})` : ''}${said ? `: ${said}` : ''}`, {
      cause: details.cause,
    });
    this.name = 'ExternalServiceError';
    this.retryable = details.retryable ?? isRetryableFailure(reason);
    this.status = details.status;
    this.serviceCode = details.serviceCode;
    this.detail = details.detail;
    this.fields = details.fields ?? [];
  }
}

/** The failure an HTTP status alone says, for answers whose body says nothing more. */
export function failureForStatus(status: number): ExternalFailure {
  if (status === 401 || status === 403) return 'auth_failed';
  if (status === 404) return 'not_found';
  if (status === 409) return 'duplicate';
  if (status === 429) return 'rate_limited';
  if (status === 408 || status >= 500) return 'unavailable';
  if (status >= 400) return 'invalid_request';
  return 'bad_answer';
}
