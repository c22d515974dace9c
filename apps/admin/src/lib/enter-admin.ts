import { setLocale } from '@haat/i18n';
import { useAdminStore } from '../stores/admin-store.ts';
import { readAdminEntry, type AdminEntry } from './admin-entry.ts';
import { readStoredAdmin } from './admin-storage.ts';
import { queryClient } from './query-client.ts';

/**
 * Reads how the admin is entered and applies it (docs/product/admin.md): a query token is kept in memory and in
 * local storage, with its `lang` and `env`; a token that cannot be decoded forgets any session.
 */
export function enterAdmin(url: URL): AdminEntry {
  const entry = readAdminEntry(url, readStoredAdmin());
  const store = useAdminStore.getState();
  switch (entry.kind) {
    case 'query': {
      const sameSession = store.token === entry.token && store.user?.shop_id === entry.user.shop_id;
      // Another admin's cached data must never show in this one.
      if (!sameSession) queryClient.clear();
      store.signIn(entry.user, entry.token);
      store.setPlatform(entry.platform);
      setLocale(entry.locale);
      break;
    }
    case 'stored': {
      if (store.token !== entry.token || store.user?.shop_id !== entry.user.shop_id) {
        queryClient.clear();
        store.signIn(entry.user, entry.token);
      }
      if (entry.platform) store.setPlatform(entry.platform);
      if (entry.locale) setLocale(entry.locale);
      break;
    }
    case 'unauthorized': {
      if (entry.reason === 'invalid-token') console.warn(`Admin token refused: ${entry.detail ?? 'unreadable'}`);
      if (entry.locale) setLocale(entry.locale);
      store.clear();
      queryClient.clear();
      break;
    }
  }
  return entry;
}

/** Forgets the admin and everything loaded for it. */
export function leaveAdmin(): void {
  useAdminStore.getState().clear();
  queryClient.clear();
}
