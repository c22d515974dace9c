/**
 * Calling an endpoint of the table (@haat/api-contract): `call(endpoint, { params, query, headers, body, form })`
 * fills the path, sends the query, headers and JSON or multipart body, and resolves with the answer's
 * `data` parsed by the endpoint's answer schema. Arguments and answer are typed from the entry.
 */
import {
  fillPath,
  type AnswerOf,
  type Base,
  type CallArgsParam,
  type Endpoint,
  type FileType,
} from '@haat/api-contract/endpoint';
import type { CallOptions, Download, Http, QueryParams } from './http.ts';

/** Calls endpoints of one base (the client's); a file answer (an image's address) is linked to, not called. */
export type Caller<TBase extends Base> = <E extends Endpoint & { readonly base: TBase; readonly file?: never }>(
  endpoint: E,
  ...args: CallArgsParam<E>
) => Promise<AnswerOf<E>>;

interface Args {
  params?: Record<string, string | number>;
  query?: QueryParams;
  headers?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string | Blob>;
}

function formData(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** `shared`: the endpoints whose answers may come from and go to the client's shared cache (http.ts). */
export function createCaller<TBase extends Base>(http: Http, shared?: ReadonlySet<Endpoint>): Caller<TBase> {
  return async <E extends Endpoint>(endpoint: E, ...rest: unknown[]) => {
    const args = (rest[0] ?? {}) as Args;
    const target = fillPath(endpoint.path, args.params);
    const options: CallOptions = {
      searchParams: args.query,
      json: args.body,
      body: args.form && formData(args.form),
      headers: args.headers,
      // A sign-in carries no session, and its 401 is a wrong password, not an ended session.
      anonymous: endpoint.access === 'sign-in',
      shared: shared?.has(endpoint) === true,
    };
    // An answer without data (`null`) is taken as it comes: an envelope, or an empty 204.
    if (endpoint.answer.type === 'null') {
      await http.send(endpoint.method, target, options);
      return null as AnswerOf<E>;
    }
    return http.request(endpoint.method, target, endpoint.answer, options) as Promise<AnswerOf<E>>;
  };
}

/** Downloads a file answer of one base (an admin's export): a GET whose entry has `file`. */
export type Downloader<TBase extends Base> = <
  E extends Endpoint & { readonly base: TBase; readonly method: 'get'; readonly file: FileType },
>(
  endpoint: E,
  ...args: CallArgsParam<E>
) => Promise<Download>;

export function createDownloader<TBase extends Base>(http: Http): Downloader<TBase> {
  return async <E extends Endpoint>(endpoint: E, ...rest: unknown[]) => {
    const args = (rest[0] ?? {}) as Args;
    return http.download(fillPath(endpoint.path, args.params), { searchParams: args.query, headers: args.headers });
  };
}
