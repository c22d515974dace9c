import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { buildShopHref } from '../lib/links.ts';
import { getHostMode } from '../lib/host-mode.ts';
import { shopSlugFromParams } from '../lib/shop.ts';
import { useAuthStore } from '../entities/customer/auth.ts';
import { DashboardLayout } from '../features/account/components/dashboard-layout.tsx';

/** docs/product/routes.md#shell-states: entering the dashboard unauthenticated goes to the shop login (and comes back after). */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (useAuthStore.getState().isAuthenticated) return null;
  const url = new URL(request.url);
  const slug = shopSlugFromParams(params) ?? '';
  throw redirect(buildShopHref(getHostMode(), slug, 'shop-login', null, { redirect: url.pathname + url.search }));
}

/** The customer dashboard: sidebar or drawer menu around the chosen child screen. */
export function Component() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // After a logout or an expired session the app is already on its way to the login.
  if (!isAuthenticated) return null;
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
