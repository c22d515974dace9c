import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '../lib/session-events.ts';
import { useAuthStore } from '../entities/customer/auth.ts';
import { endCustomerSession } from '../entities/customer/use-logout.ts';
import { useWishlistStore } from '../entities/wishlist/wishlist.ts';

/**
 * Session side effects, mounted once inside the router:
 * - a 401 to a call with the customer's session logs out and goes to the shop login (docs/product/routes.md#shell-states, §8);
 * - when a customer session starts (login, or a visit while logged in), the device's wish list is
 *   merged into the account.
 */
export function SessionEffects() {
  const navigate = useNavigate();

  useEffect(
    () =>
      onUnauthorized(() => {
        if (!useAuthStore.getState().isAuthenticated) return;
        const login = endCustomerSession();
        if (login) void navigate(login, { replace: true });
      }),
    [navigate],
  );

  useEffect(() => {
    const merge = () => void useWishlistStore.getState().mergeIntoAccount();
    if (useAuthStore.getState().isAuthenticated) merge();
    return useAuthStore.subscribe((state, previous) => {
      const started = state.isAuthenticated && (!previous.isAuthenticated || state.slug !== previous.slug);
      if (started) merge();
    });
  }, []);

  return null;
}
