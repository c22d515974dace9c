/**
 * One HTTP exchange with a service outside the platform, with a time limit that covers the whole answer
 * (headers and body). Answers of any status come back with their body parsed as JSON when it is JSON;
 * only a timeout or a failed connection throws, as a TransportError, for the adapter to classify.
 */
export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json) or a form (sent as application/x-www-form-urlencoded). */
  json?: unknown;
  form?: URLSearchParams;
  timeoutMs: number;
}

export interface OutboundAnswer {
  status: number;
  headers: Headers;
  /** The body parsed as JSON; undefined when it is empty or not JSON (then read `text`). */
  body: unknown;
  text: string;
}

export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TransportError';
  }
}

export async function requestJson(request: OutboundRequest): Promise<OutboundAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = request.form.toString();
  }
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, { method: request.method, headers, body, signal, redirect: 'error' });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: parseJson(text), text };
  } catch (error) {
    const host = URL.canParse(request.url) ? new URL(request.url).host : 'the service';
    if (signal.aborted)
      throw new TransportError('timeout', `No answer from ${host} within ${request.timeoutMs} ms`, { cause: error });
    throw new TransportError('network', `Could not reach ${host}`, { cause: error });
  }
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A JSON object's field, or undefined when the value is not an object. */
export function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** A field that is a non-empty string or a number, as a string. */
export function textField(value: unknown, name: string): string | undefined {
  const found = field(value, name);
  if (typeof found === 'number' && Number.isFinite(found)) return String(found);
  return typeof found === 'string' && found.trim() !== '' ? found : undefined;
}

/** A field that is a number or a numeric string, as a number. */
export function numberField(value: unknown, name: string): number | undefined {
  const found = field(value, name);
  const number = typeof found === 'string' && found.trim() !== '' ? Number(found) : found;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
