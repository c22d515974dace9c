import { envelopeSchema } from '@haat/domain/schemas';
import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { HTTP_TIMEOUT_MS } from './constants.ts';
import { parseError, toApiError } from './errors.ts';
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
}

function definedParams(params: QueryParams): Record<string, string | number | boolean> {
  const defined: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) defined[key] = value;
  }
  return defined;
}

const anyEnvelopeSchema = envelopeSchema(v.optional(v.unknown()));

export function createHttp(options: HttpOptions): Http {
  const api: KyInstance = ky.create({
    prefix: options.baseUrl,
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    retry: { limit: options.retry ?? 0, methods: ['get'] },
    hooks: {
      afterResponse: [
        ({ response, options: requestOptions }) => {
          if (response.status !== 401 || requestOptions.context['anonymous'] === true) return;
          console.warn(`Unauthorised (401) answer from ${response.url}: the session has ended.`);
          options.onUnauthorized?.();
        },
      ],
    },
  });

  async function call(
    method: HttpMethod,
    target: string,
    callOptions: CallOptions,
    onHeaders?: (headers: Headers) => void,
  ): Promise<{ payload: unknown; status: number }> {
    const request = `${method.toUpperCase()} ${target}`;
    const anonymous = callOptions.anonymous === true;
    const token = anonymous ? null : options.getToken?.();
    const params = { ...(anonymous ? {} : options.getDefaultParams?.()), ...callOptions.searchParams };
    const language = options.getLanguage?.();
    try {
      const response = await api(target, {
        method,
        searchParams: definedParams(params),
        json: callOptions.json,
        body: callOptions.body,
        headers: {
          Accept: 'application/json',
          ...(language ? { 'Accept-Language': language } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...callOptions.headers,
        },
        context: { anonymous },
      });
      onHeaders?.(response.headers);
      const text = await response.text();
      if (text === '') return { payload: undefined, status: response.status };
      try {
        return { payload: JSON.parse(text) as unknown, status: response.status };
      } catch {
        throw parseError(request, response.status, 'the body is not JSON');
      }
    } catch (error) {
      throw toApiError(error, request);
    }
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
    async send(method, target, callOptions = {}) {
      const { payload, status } = await call(method, target, callOptions);
      // An empty answer (204) is fine; a body must still be an envelope.
      if (payload === undefined) return;
      const result = v.safeParse(anyEnvelopeSchema, payload);
      if (!result.success) throw parseError(`${method.toUpperCase()} ${target}`, status, result.issues);
    },
  };
}
