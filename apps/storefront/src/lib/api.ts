// The API clients of the storefront, configured once (docs/architecture.md).
import { createShopClient } from '@haat/api-client/shop';
import { getStoredLocale } from '@haat/i18n/locale';
import { env } from '../env.ts';
import { useAuthStore } from '../stores/auth.ts';
import { announceUnauthorized } from './session-events.ts';

/** docs/product/http-contract.md bases. */
export const apiBases = {
  shop: `${env.apiUrl}/api/shop`,
  adminV2: `${env.apiUrl}/api/admin/v2`,
} as const;

/** The shop base's client: `api.call(shopEndpoints.getProduct, …)`, `api.call(customerEndpoints.getMe)` (@haat/api-contract). */
export const api = createShopClient({
  baseUrl: apiBases.shop,
  // The current shop's customer token; the client sends it as a Bearer token when there is one.
  getCustomerToken: () => useAuthStore.getState().token,
  onUnauthorized: announceUnauthorized,
  // The shopper's language: the API texts one-time codes in it.
  getLanguage: getStoredLocale,
});
