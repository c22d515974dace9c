// The HTTP part of a client: ky, and its failures as ApiErrors. http.ts loads this module with the first call
// (decision 108), so it is the only module that imports ky.
import { errorEnvelopeSchema } from '@haat/domain/schemas';
import ky, { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { HTTP_TIMEOUT_MS } from './constants.ts';
import { ApiError, parseError, retryAfterSeconds } from './errors.ts';
import { definedParams, type CallOptions, type HttpMethod, type HttpOptions } from './http.ts';

/** An answer's parsed JSON body (undefined when empty; a Blob for a file) and its status. */
export interface Answer {
  payload: unknown;
  status: number;
}

export type Transport = (
  method: HttpMethod,
  target: string,
  callOptions: CallOptions,
  onHeaders?: (headers: Headers) => void,
) => Promise<Answer>;

/**
 * Any failure of a ky call as an ApiError. An http error's message always names the status
 * ("Request failed with status 404: Shop not found"): the storefront shell picks its panel by it.
 */
export function toApiError(error: unknown, request: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    const envelope = v.safeParse(errorEnvelopeSchema, error.data);
    const serverMessage = envelope.success ? envelope.output.message : null;
    const reason = serverMessage || error.response.statusText || 'error';
    return new ApiError({
      kind: 'http',
      status,
      message: `Request failed with status ${status}: ${reason}`,
      serverMessage,
      errors: envelope.success ? envelope.output.errors : undefined,
      retryAfterSeconds: retryAfterSeconds(error.response.headers.get('retry-after')),
      request,
      cause: error,
    });
  }
  if (isTimeoutError(error)) {
    return new ApiError({
      kind: 'timeout',
      status: 0,
      message: `Request timed out: ${request}`,
      request,
      cause: error,
    });
  }
  if (isNetworkError(error) || error instanceof TypeError) {
    return new ApiError({ kind: 'network', status: 0, message: `Network error: ${request}`, request, cause: error });
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ kind: 'network', status: 0, message: `Request aborted: ${request}`, request, cause: error });
  }
  throw error;
}

export function createTransport(options: HttpOptions): Transport {
  const api = ky.create({
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

  return async (method, target, callOptions, onHeaders) => {
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
      if (callOptions.file) return { payload: await response.blob(), status: response.status };
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
  };
}
