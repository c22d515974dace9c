import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionQueries } from '@haat/api-client/query';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../../lib/api.ts';
import { getHostMode } from '../../lib/host-mode.ts';
import { buildShopHref } from '../../lib/links.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useAuthStore } from './auth.ts';

/** Logs the customer out of the current shop and forgets their cached data; returns the shop's login URL. */
export function endCustomerSession(): string | null {
  const { slug } = useAuthStore.getState();
  useAuthStore.getState().logout();
  queryClient.removeQueries(sessionQueries());
  return slug ? buildShopHref(getHostMode(), slug, 'shop-login') : null;
}

/**
 * Logout (docs/product/routes.md#shell-states): ends the session on the server (best effort), removes the customer token, the
 * customer and current_shop from storage, clears the session and goes to the shop login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.call(customerEndpoints.logout);
    } catch (error) {
      // The local session ends anyway; a server session left behind expires on its own.
      console.warn('Logout call failed; ending the session on this device.', error);
    }
    const login = endCustomerSession();
    if (login) await navigate(login, { replace: true });
  }, [navigate]);
}
