import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getHostMode } from '../lib/host-mode.ts';
import { queryClient } from '../lib/query-client.ts';
import { customerKeys } from '../lib/query-keys.ts';
import { onUnauthorized } from '../lib/session-events.ts';
import { useAuthStore } from '../stores/auth.ts';
import { useWishlistStore } from '../stores/wishlist.ts';
import { buildShopHref } from '../lib/links.ts';

/** Logs the customer out of the current shop and forgets their cached data; returns the shop's login URL. */
export function endCustomerSession(): string | null {
  const { slug } = useAuthStore.getState();
  useAuthStore.getState().logout();
  queryClient.removeQueries({ queryKey: customerKeys.all });
  return slug ? buildShopHref(getHostMode(), slug, 'shop-login') : null;
}

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
