// The API clients of the storefront, configured once (CONVENTIONS 12).
import { createShopClient } from '@haat/api-client/shop';
import { getStoredLocale } from '@haat/i18n/locale';
import { env } from '../env.ts';
import { useAuthStore } from '../stores/auth.ts';
import { announceUnauthorized } from './session-events.ts';

/** API.md bases. */
export const apiBases = {
  shop: `${env.apiUrl}/api/shop`,
  adminV2: `${env.apiUrl}/api/admin/v2`,
  images: `${env.apiUrl}/images`,
} as const;

const client = createShopClient({
  baseUrl: apiBases.shop,
  // The current shop's customer token; the client sends it as a Bearer token when there is one.
  getCustomerToken: () => useAuthStore.getState().token,
  onUnauthorized: announceUnauthorized,
  // The shopper's language: the API texts one-time codes in it.
  getLanguage: getStoredLocale,
});

/** Public shop calls (shop, categories, products, search, pages, orders…). */
export const shopApi = client.shop;
/** The customer's account (auth, /customer/…); uses the current shop's customer token. */
export const customerApi = client.customer;
