import type { Endpoint } from '@haat/api-contract/endpoint';
import { createCaller, type Caller } from './call.ts';
import { createHttp } from './http.ts';
import type { SharedCache } from './shared-cache.ts';

export interface ShopClientOptions {
  /** The shop base, e.g. `https://api.example/api/shop`. */
  baseUrl: string;
  /** After a 401 to a call with a customer session (the storefront logs the customer out). */
  onUnauthorized?: () => void;
  /** The current shop's customer token, read on every call; sent as `Authorization: Bearer …` when there is one. */
  getCustomerToken?: () => string | null | undefined;
  /** Per-attempt timeout in ms (default 10000). */
  timeout?: number;
  /** ky's own retries of GET calls (default 0; React Query retries in the apps). */
  retry?: number;
  /** The user's language, sent as Accept-Language on every call (the API's SMS texts follow it). */
  getLanguage?: () => string | null | undefined;
  /**
   * Public GET endpoints whose answers this client keeps for all its callers in `cache`, as a shared cache would, for
   * the `s-maxage` the API gives them (`createSharedCache()` of `@haat/api-client/shared-cache`; a server's, e.g. the
   * storefront's shop lookup: decision 110). Given by the caller, so a browser bundle without one has none of its code.
   */
  sharedCache?: { cache: SharedCache; endpoints: readonly Endpoint[] };
}

export interface ShopClient {
  /**
   * Calls an endpoint of the shop base (`@haat/api-contract/shop` and `/customer`):
   * `client.call(shop.getProduct, { params: { product_slug }, query: { shop_id } })`.
   */
  call: Caller<'shop'>;
}

/** The storefront's client of the shop base: public shop calls and the customer's account. */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const http = createHttp({
    baseUrl: options.baseUrl,
    timeout: options.timeout,
    retry: options.retry,
    onUnauthorized: options.onUnauthorized,
    getToken: options.getCustomerToken,
    getLanguage: options.getLanguage,
    sharedCache: options.sharedCache?.cache,
  });
  return { call: createCaller<'shop'>(http, new Set(options.sharedCache?.endpoints)) };
}
