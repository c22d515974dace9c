import { createAdminClient } from '@haat/api-client';
import { createQueries } from '@haat/api-client/query';
import { getStoredLocale } from '@haat/i18n/locale';
import { env } from '../env.ts';
import { useAdminStore } from '../stores/admin-store.ts';

export const apiBases = {
  adminV2: `${env.apiUrl}/api/admin/v2`,
  adminV3: `${env.apiUrl}/api/admin/v3`,
} as const;

let unauthorizedHandler: () => void = () => undefined;

/** What happens after the API answers 401 to the admin's session (the router sends the owner to /admin/unauthorized). */
export function onAdminUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/**
 * The owner's admin API, `adminApi.call(adminEndpoints.getOrder, { params: { id } })` (@haat/api-contract/admin):
 * Bearer token and shop_id read from the admin store on every call (docs/product/http-contract.md).
 */
export const adminApi = createAdminClient({
  v2BaseUrl: apiBases.adminV2,
  v3BaseUrl: apiBases.adminV3,
  getToken: () => useAdminStore.getState().token,
  // The owner's language: the API texts one-time codes in it.
  getLanguage: getStoredLocale,
  getShopId: () => useAdminStore.getState().user?.shop_id,
  onUnauthorized: () => {
    useAdminStore.getState().clear();
    unauthorizedHandler();
  },
});

/**
 * An admin endpoint's query, key and call from its entry (decision 140):
 * `useQuery(queryOptionsFor(adminEndpoints.getOrder, { params: { id } }))`. Keys carry no shop: the cache is cleared
 * when the admin changes (enter-admin.ts).
 */
export const { queryOptionsFor } = createQueries(adminApi);
