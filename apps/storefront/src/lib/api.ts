// The API clients of the storefront, configured once (docs/architecture.md).
import { createQueries } from '@haat/api-client/query';
import { createShopClient } from '@haat/api-client/shop';
import { createSharedCache } from '@haat/api-client/shared-cache';
import * as shopEndpoints from '@haat/api-contract/shop';
import { getStoredLocale } from '@haat/i18n/locale';
import { env } from '../env.ts';
import { announceUnauthorized } from './session-events.ts';

/**
 * Where calls go: the browser calls the public API URL; the server may reach the API by an internal address
 * (API_INTERNAL_URL, read when the server starts), the public one otherwise.
 */
export const apiCallUrl =
  (import.meta.env.SSR ? process.env['API_INTERNAL_URL']?.replace(/\/+$/u, '') : undefined) || env.apiUrl;

/** docs/product/http-contract.md bases. */
export const apiBases = {
  shop: `${apiCallUrl}/api/shop`,
  adminV2: `${apiCallUrl}/api/admin/v2`,
} as const;

let customerToken: () => string | null = () => null;

/**
 * Where the client reads the current shop's customer token: the customer entity's session store registers
 * itself (src/entities/customer/auth.ts), so this shared layer imports nothing above it. Without a
 * registered source no token is sent (no session exists before that store is loaded).
 */
export function setCustomerTokenSource(source: () => string | null): void {
  customerToken = source;
}

/** The shop base's client: `api.call(shopEndpoints.getProduct, …)`, `api.call(customerEndpoints.getMe)` (@haat/api-contract). */
export const api = createShopClient({
  baseUrl: apiBases.shop,
  // The current shop's customer token; the client sends it as a Bearer token when there is one.
  getCustomerToken: () => customerToken(),
  onUnauthorized: announceUnauthorized,
  // The shopper's language: the API texts one-time codes in it.
  getLanguage: getStoredLocale,
  // The server renders every shopper's pages: it keeps the shop for the s-maxage of the API's answer, as a CDN would
  // (decision 110). The browser has its own cache (React Query), and its build none of this code (decision 118).
  sharedCache: import.meta.env.SSR ? { cache: createSharedCache(), endpoints: [shopEndpoints.getShop] } : undefined,
});

/**
 * A shop-base endpoint's query, key and call from its entry (decision 140), the same for a server loader's prefetch
 * and the component that reads it: `queryOptionsFor(shopEndpoints.getProduct, { params, query: { shop_id } })`.
 * Public calls name their shop in their input; a customer's calls name it as their `session` (an account belongs to
 * one shop, and the cache holds every shop the shopper visits).
 */
export const { queryOptionsFor, infiniteQueryOptionsFor } = createQueries(api);
