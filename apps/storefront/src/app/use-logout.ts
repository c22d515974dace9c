import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import * as customerEndpoints from '@haat/api-contract/customer';
import { api } from '../lib/api.ts';
import { endCustomerSession } from './session-effects.tsx';

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
