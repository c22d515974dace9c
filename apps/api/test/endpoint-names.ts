/** The entries of the endpoint table by name (`admin.getOrder`), for the tests that must cover every one of them. */
import {
  allEndpoints,
  fullPath,
  honoPath,
  type Endpoint,
  type endpointTables,
  type TableName,
} from '@haat/api-contract';

/** `table.export` of every entry of the endpoint table. */
export type EndpointName = {
  [T in TableName]: `${T}.${keyof (typeof endpointTables)[T] & string}`;
}[TableName];

export interface NamedRoute {
  name: EndpointName;
  endpoint: Endpoint;
  /** As the app serves it: `GET`. */
  method: string;
  /** As the app serves it, Hono's form: `/api/shop/product/:product_slug`. */
  path: string;
}

/** Every entry, with the method and path the app serves it at. */
export function namedRoutes(): NamedRoute[] {
  return allEndpoints().map(({ name, endpoint }) => ({
    name: name as EndpointName,
    endpoint,
    method: endpoint.method.toUpperCase(),
    path: honoPath(fullPath(endpoint)),
  }));
}
