import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadSharedCatalog } from '@haat/i18n';
import { setApiServer, startApiServer } from './api-server.ts';

// Tests render in both languages.
await loadSharedCatalog('en');

// Before any app module reads import.meta.env: the app's API is this file's test server.
const server = await startApiServer();
setApiServer(server);
vi.stubEnv('VITE_API_URL', server.origin);
vi.stubEnv('VITE_STOREFRONT_URL', 'http://storefront.test');

// Lazy route modules and real HTTP calls take a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the router's scroll restoration calls it.
window.scrollTo = () => undefined;

beforeEach(() => {
  server.reset();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  const { resetAdminStore } = await import('../stores/admin-store.ts');
  const { queryClient } = await import('../lib/query-client.ts');
  // Calls still on their way belong to this test, not the next one.
  await vi.waitFor(() => {
    if (queryClient.isFetching() + queryClient.isMutating() > 0) throw new Error('calls still running');
  });
  queryClient.clear();
  resetAdminStore();
});

afterAll(async () => {
  setApiServer(null);
  await server.close();
});
