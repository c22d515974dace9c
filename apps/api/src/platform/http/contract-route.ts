/**
 * Routes registered from the endpoint table (@haat/api-contract): `new ContractRouter().endpoint(entry, handler)`
 * adds the route at the entry's method and path and puts before the handler, in this order, the entry's
 * OpenAPI description, the middleware of its access (requireAdmin, the customer's session) and the
 * validation of its headers, path parameters, query and JSON or multipart body. The handler reads the
 * validated values with `c.req.valid('param' | 'query' | 'header' | 'json' | 'form')`, typed from the
 * entry's schemas, and the identity its access provides (`c.get('admin')`, `c.get('customer')`).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import {
  fullPath,
  honoPath,
  type Access,
  type Endpoint,
  type HonoPath,
  type Schema,
} from '@haat/api-contract/endpoint';
import { requireShopCustomer } from '../auth/customer-access.ts';
import type { AppEnv } from './app-env.ts';
import { requireAdmin, type AdminIdentity } from '../auth/admin-token.ts';
import type { CustomerIdentity } from '../auth/customer-session.ts';
import type { PublicResponse } from './http-cache.ts';
import { describeEndpoint } from './openapi.ts';
import { validate } from './validate.ts';

/** What an access adds to the context before the handler runs. */
interface AccessVariables {
  public: object;
  'sign-in': object;
  customer: { customer: CustomerIdentity };
  'customer-optional': object;
  admin: { admin: AdminIdentity };
}

/** The environment of a handler of an entry with this access. */
export type AccessEnv<A extends Access> = { Variables: AppEnv['Variables'] & AccessVariables[A] };

/** Hono's validation target of each request part of an entry, in the order they are validated. */
const TARGETS = [
  ['header', 'headers'],
  ['param', 'params'],
  ['query', 'query'],
  ['json', 'body'],
  ['form', 'form'],
] as const;
type Target = (typeof TARGETS)[number][0];
type PartOf<T extends Target> = Extract<(typeof TARGETS)[number], readonly [T, string]>[1];

type SchemaOf<E, K extends string> = E extends Readonly<Record<K, infer S extends Schema>> ? S : never;
type Validated<E> = { [T in Target as [SchemaOf<E, PartOf<T>>] extends [never] ? never : T]: SchemaOf<E, PartOf<T>> };

/** The input of the handler's context: what `c.req.valid(target)` returns for each validated part. */
export type EndpointInput<E> = {
  in: { [T in keyof Validated<E>]: v.InferInput<Validated<E>[T]> };
  out: { [T in keyof Validated<E>]: v.InferOutput<Validated<E>[T]> };
};

/**
 * A publicly cacheable entry answers with `okPublic` (ETag, shared-cache headers); no other entry may,
 * since its answer may hold personal data.
 */
type EndpointResponse<E> = E extends { readonly publicCache: true }
  ? PublicResponse
  : Response & { readonly publicCache?: never };

export type EndpointContext<E extends Endpoint> = Context<
  AccessEnv<E['access']>,
  HonoPath<E['path']>,
  EndpointInput<E>
>;
export type EndpointHandler<E extends Endpoint> = (
  c: EndpointContext<E>,
) => EndpointResponse<E> | Promise<EndpointResponse<E>>;

const ACCESS_MIDDLEWARE: Record<Access, MiddlewareHandler[]> = {
  public: [],
  'sign-in': [],
  // The handler looks the customer up itself (optionalCustomer), with the shop its request names.
  'customer-optional': [],
  customer: [requireShopCustomer as MiddlewareHandler],
  admin: [requireAdmin as MiddlewareHandler],
};

/** The description and the validation of an entry, as middleware, in the order a route runs them (access between). */
export function endpointMiddleware(endpoint: Endpoint, options: { access: boolean }): MiddlewareHandler[] {
  const validators = TARGETS.flatMap(([target, part]) => {
    const schema = endpoint[part];
    return schema ? [validate(target, schema) as MiddlewareHandler] : [];
  });
  return [describeEndpoint(endpoint), ...(options.access ? ACCESS_MIDDLEWARE[endpoint.access] : []), ...validators];
}

/** `app.on` with handlers whose types the entry, not Hono's overloads, vouches for. */
function addRoute(app: Hono<AppEnv> | Hono, method: string, path: string, handlers: MiddlewareHandler[]): void {
  (app.on as (method: string, path: string, ...handlers: MiddlewareHandler[]) => unknown)(
    method.toUpperCase(),
    path,
    ...handlers,
  );
}

/** A router whose routes are entries of the endpoint table; mount it like any Hono router. */
export class ContractRouter extends Hono<AppEnv> {
  /** Adds the entry's route (at its path relative to the router's base) with its middleware and `handler`. */
  endpoint<const E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): this {
    const handlers = [...endpointMiddleware(endpoint, { access: true }), handler as unknown as MiddlewareHandler];
    addRoute(this, endpoint.method, honoPath(endpoint.path), handlers);
    return this;
  }
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * A Hono app that only documents the entries: each at its full path with its description and
 * validators and no handler, in path order. The OpenAPI document is read from it.
 */
export function documentationApp(endpoints: readonly Endpoint[]): Hono {
  const app = new Hono();
  const sorted = [...endpoints].sort(
    (a, b) =>
      fullPath(a).localeCompare(fullPath(b), 'en') || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
  for (const endpoint of sorted) {
    addRoute(app, endpoint.method, honoPath(fullPath(endpoint)), endpointMiddleware(endpoint, { access: false }));
  }
  return app;
}
