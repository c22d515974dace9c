import { envelopeSchema } from '@haat/domain/schemas';
import * as v from 'valibot';
import { ApiError, parseError } from './errors.ts';
import type { Answer, Transport } from './ky-transport.ts';
import type { SharedCache } from './shared-cache.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface HttpOptions {
  baseUrl: string;
  /** Per-attempt timeout in ms (default 10000). */
  timeout?: number;
  /** ky's own retries of GET calls (default 0: React Query owns retries). Other methods are never retried. */
  retry?: number;
  /** Called after a 401 answer to a call that carried a session; the call still rejects. */
  onUnauthorized?: () => void;
  /** The bearer token, read on every call. */
  getToken?: () => string | null | undefined;
  /** Query parameters added to every call (e.g. the admin's shop_id), read on every call. */
  getDefaultParams?: () => QueryParams;
  /** The user's language (`bn`, `en`), read on every call and sent as Accept-Language (SMS texts follow it). */
  getLanguage?: () => string | null | undefined;
  /** Where calls marked `shared` keep their public answers for every caller (shared-cache.ts); none: nothing kept. */
  sharedCache?: SharedCache;
}

export interface CallOptions {
  searchParams?: QueryParams;
  json?: unknown;
  body?: FormData;
  headers?: Record<string, string>;
  /** A call made without a session (sign-in, registration): no token, no default params, and a 401 is a wrong password, not an expired session. */
  anonymous?: boolean;
  /** A GET whose answer the shared cache may give and keep, when the client has one and the call carries no token. */
  shared?: boolean;
  /** The answer is a file: its bytes as a Blob, not JSON (errors are still envelopes). */
  file?: boolean;
}

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition), if any. */
export interface Download {
  blob: Blob;
  filename: string | null;
}

/** The `filename="…"` of a Content-Disposition header. */
export function filenameOf(disposition: string | null): string | null {
  return /filename="([^"]+)"/u.exec(disposition ?? '')?.[1] ?? null;
}

export interface Http {
  /** Calls the API and returns the envelope's `data`, parsed with `schema`. */
  request<TSchema extends v.GenericSchema>(
    method: HttpMethod,
    path: string,
    schema: TSchema,
    options?: CallOptions,
  ): Promise<v.InferOutput<TSchema>>;
  /** Calls the API for its effect; whatever `data` holds is ignored. */
  send(method: HttpMethod, path: string, options?: CallOptions): Promise<void>;
  /** GETs a file answer (an export). */
  download(path: string, options?: CallOptions): Promise<Download>;
}

export function definedParams(params: QueryParams): Record<string, string | number | boolean> {
  const defined: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) defined[key] = value;
  }
  return defined;
}

const anyEnvelopeSchema = envelopeSchema(v.optional(v.unknown()));

export function createHttp(options: HttpOptions): Http {
  // ky (≈ 9 KB gzip) loads with the first call, not with the page: a server-rendered storefront page hydrates from
  // the data it carries, so its first load needs no HTTP client (decision 108). A failed load is a network error
  // and is tried again on the next call.
  let transport: Promise<Transport> | null = null;
  async function call(
    method: HttpMethod,
    target: string,
    callOptions: CallOptions,
    onHeaders?: (headers: Headers) => void,
  ): Promise<Answer> {
    transport ??= import('./ky-transport.ts').then(
      ({ createTransport }) => createTransport(options),
      (error: unknown) => {
        transport = null;
        const request = `${method.toUpperCase()} ${target}`;
        throw new ApiError({ kind: 'network', status: 0, message: `Network error: ${request}`, request, cause: error });
      },
    );
    return (await transport)(method, target, callOptions, onHeaders);
  }

  return {
    async request(method, target, schema, callOptions = {}) {
      const load = async (onHeaders?: (headers: Headers) => void) => {
        const { payload, status } = await call(method, target, callOptions, onHeaders);
        const result = v.safeParse(envelopeSchema(schema), payload);
        if (!result.success) throw parseError(`${method.toUpperCase()} ${target}`, status, result.issues);
        return result.output.data;
      };
      const shared = options.sharedCache && callOptions.shared && method === 'get' && !options.getToken?.();
      if (!shared) return load();
      const query = new URLSearchParams(
        Object.entries(definedParams({ ...options.getDefaultParams?.(), ...callOptions.searchParams })).map(
          ([key, value]) => [key, String(value)],
        ),
      );
      return options.sharedCache!.get(`${target}?${query.toString()}`, load);
    },
    async download(target, callOptions = {}) {
      let filename: string | null = null;
      const { payload } = await call('get', target, { ...callOptions, file: true }, (headers) => {
        filename = filenameOf(headers.get('content-disposition'));
      });
      return { blob: payload as Blob, filename };
    },
    async send(method, target, callOptions = {}) {
      const { payload, status } = await call(method, target, callOptions);
      // An empty answer (204) is fine; a body must still be an envelope.
      if (payload === undefined) return;
      const result = v.safeParse(anyEnvelopeSchema, payload);
      if (!result.success) throw parseError(`${method.toUpperCase()} ${target}`, status, result.issues);
    },
  };
}
