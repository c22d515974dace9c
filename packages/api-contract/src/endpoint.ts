/**
 * What an endpoint of the contract is, and the helpers both sides derive from it: the path with
 * Hono's `:param` syntax, a path filled with values, the types of a call's arguments and answer.
 */
import type * as v from 'valibot';

/** The bases of docs/product/http-contract.md; every endpoint's `path` is relative to its base. */
export const BASE_PATHS = {
  /** Process health, outside the API bases. */
  system: '',
  /** What shoppers' browsers call. */
  shop: '/api/shop',
  /** Admin v2: custom-domain lookups. */
  domains: '/api/admin/v2',
  /** Admin v3: the owners' admin. */
  admin: '/api/admin/v3',
  /** Development helpers for end-to-end tests; never served in production. */
  dev: '/api/dev',
  /** Calls from services outside (couriers' status webhooks). */
  webhooks: '/api/webhooks',
} as const;
export type Base = keyof typeof BASE_PATHS;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint.
 * - `public`: anyone, no token needed.
 * - `sign-in`: anyone, without a session (sign-in, registration, reset codes): clients send no token
 *   and no default parameters, and a 401 means wrong credentials, not an ended session.
 * - `customer`: a customer token of the request's shop (401 otherwise).
 * - `customer-optional`: anyone; a customer token of the shop, when sent, names the customer.
 * - `admin`: a live admin token, confined to its shop (401 otherwise; a `shop_id` of another shop is 403).
 */
export type Access = 'public' | 'sign-in' | 'customer' | 'customer-optional' | 'admin';

/** The error answers an endpoint may document (500 and 503 are possible everywhere). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export type Schema = v.GenericSchema;

export interface Endpoint {
  readonly base: Base;
  readonly method: Method;
  /** Relative to the base, path parameters in braces: `/product/{product_slug}`. */
  readonly path: `/${string}`;
  readonly access: Access;
  /** The OpenAPI tag. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** Path parameters: one entry per `{name}` of the path. */
  readonly params?: Schema;
  readonly query?: Schema;
  /** Request headers (lowercase names). */
  readonly headers?: Schema;
  /** A JSON request body. */
  readonly body?: Schema;
  /** A `multipart/form-data` request body. */
  readonly form?: Schema;
  /** The schema of the answer envelope's `data`. */
  readonly answer: Schema;
  /** The success status (default 200; 202: accepted, the work goes on in a job). */
  readonly status?: 200 | 201 | 202;
  /** Error answers besides those its access implies (ACCESS_ERRORS). */
  readonly errors?: readonly ErrorStatus[];
  /** A catalogue answer anyone may see: shared caches may keep it (answered with an ETag). */
  readonly publicCache?: boolean;
  /**
   * The success answer is a file of this media type (its bytes, not the JSON envelope): an address pages
   * link to (a link preview's image), a feed another service fetches (the Meta catalogue feed) or a download (an
   * admin's CSV export), not a call a client makes.
   * `answer` is then the schema of those bytes; errors are still envelopes. A client cannot `call` such
   * an entry; the admin client downloads an admin one.
   */
  readonly file?: FileType;
}

/** The media types a file answer may have. */
export type FileType = 'image/jpeg' | 'text/csv' | 'application/xml';

/** The error answers an access implies, documented with every endpoint of that access. */
export const ACCESS_ERRORS = {
  public: [],
  'sign-in': [],
  customer: [401],
  'customer-optional': [],
  admin: [401, 403],
} as const satisfies Record<Access, readonly ErrorStatus[]>;

/** Every error status an endpoint documents, ascending. */
export function errorStatuses(endpoint: Endpoint): ErrorStatus[] {
  return [...new Set<ErrorStatus>([...ACCESS_ERRORS[endpoint.access], ...(endpoint.errors ?? [])])].sort(
    (a, b) => a - b,
  );
}

/** The security scheme (OpenAPI) of an access; none for public and sign-in calls. */
export function securityScheme(access: Access): 'adminToken' | 'customerToken' | undefined {
  if (access === 'admin') return 'adminToken';
  if (access === 'customer' || access === 'customer-optional') return 'customerToken';
  return undefined;
}

/** `/a/{b}/c` → `b` */
export type PathParamName<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** `/a/{b}/c` → `/a/:b/c` (Hono's syntax). */
export type HonoPath<TPath extends string> = TPath extends `${infer Head}{${infer Name}}${infer Rest}`
  ? `${Head}:${Name}${HonoPath<Rest>}`
  : TPath;

const PARAM = /\{(\w+)\}/gu;

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1]!);
}

export function honoPath<TPath extends string>(path: TPath): HonoPath<TPath> {
  return path.replace(PARAM, ':$1') as HonoPath<TPath>;
}

/** The path with each `{name}` replaced by its value, encoded as one path segment. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for the path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The full path of an endpoint on the API server: its base and its path. */
export function fullPath(endpoint: Pick<Endpoint, 'base' | 'path'>): string {
  return `${BASE_PATHS[endpoint.base]}${endpoint.path}`;
}

// ---- the types of a call ------------------------------------------------------------------

type Empty = Record<never, never>;
type Simplify<T> = { [K in keyof T]: T[K] };

/** Path parameters as the handler sees them after parsing (a record id is a number). */
export type ParamsOf<E> = E extends { readonly params: infer S extends Schema } ? v.InferOutput<S> : never;
/** Query parameters as a client sends them (defaults are the server's). */
export type QueryOf<E> = E extends { readonly query: infer S extends Schema } ? v.InferInput<S> : never;
/** Request headers as the handler sees them. */
export type HeadersOf<E> = E extends { readonly headers: infer S extends Schema } ? v.InferOutput<S> : never;
/** The JSON body as a client sends it. */
export type BodyOf<E> = E extends { readonly body: infer S extends Schema } ? v.InferInput<S> : never;
/** The multipart form as a client sends it (files as File). */
export type FormOf<E> = E extends { readonly form: infer S extends Schema } ? v.InferInput<S> : never;
/** The answer envelope's `data`, parsed. */
export type AnswerOf<E> = E extends { readonly answer: infer S extends Schema } ? v.InferOutput<S> : never;

/** Leaves the slot out when the endpoint has none, makes it optional when nothing in it is required. */
type Slot<K extends string, T> = [T] extends [never] ? Empty : Empty extends T ? { [P in K]?: T } : { [P in K]: T };

/** What a client passes to call an endpoint: `{ params, query, headers, body, form }` as the endpoint has them. */
export type CallArgs<E> = Simplify<
  Slot<'params', ParamsOf<E>> &
    Slot<'query', QueryOf<E>> &
    Slot<'headers', HeadersOf<E>> &
    Slot<'body', BodyOf<E>> &
    Slot<'form', FormOf<E>>
>;

/** The rest parameters of a call: the arguments may be left out when none of them is required. */
export type CallArgsParam<E> = Empty extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];
