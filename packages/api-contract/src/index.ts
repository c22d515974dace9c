/**
 * The HTTP contract of the Haat API: every endpoint defined once. Each module is one table (a named
 * export per endpoint), so a client bundle takes only the endpoints it calls:
 * - `@haat/api-contract/shop`: the shop base's public calls; `…/customer`: customer accounts;
 * - `…/domains`: admin v2; `…/admin`: admin v3; `…/dev`: development helpers; `…/system`: health; `…/webhooks`: couriers' calls.
 * This entry adds all of them together (`endpointTables`, `allEndpoints()`): for the server, its
 * OpenAPI document and the tests, never for a browser bundle.
 */
import * as admin from './admin.ts';
import * as customer from './customer.ts';
import * as dev from './dev.ts';
import * as domains from './domains.ts';
import type { Endpoint } from './endpoint.ts';
import * as shop from './shop.ts';
import * as system from './system.ts';
import * as webhooks from './webhooks.ts';

export * from './endpoint.ts';

/** Every table by name. A module may export endpoints only (checked here by `satisfies`). */
export const endpointTables = { system, shop, customer, domains, admin, dev, webhooks } as const satisfies Record<
  string,
  Record<string, Endpoint>
>;
export type TableName = keyof typeof endpointTables;

export interface NamedEndpoint {
  /** `shop.getProduct` */
  name: string;
  endpoint: Endpoint;
}

/** Every endpoint of every table, named `table.export`. */
export function allEndpoints(): NamedEndpoint[] {
  return Object.entries(endpointTables).flatMap(([table, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      name: `${table}.${name}`,
      endpoint,
    })),
  );
}
