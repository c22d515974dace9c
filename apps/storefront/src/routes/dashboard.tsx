// The customer dashboard (`/{slug}/dashboard`): the sidebar or drawer menu around the chosen child page.
import { msg } from '@lingui/core/macro';
import { Outlet, redirect } from 'react-router';
import { buildShopHref } from '../lib/links.ts';
import { getHostMode } from '../lib/host-mode.ts';
import { shopSlugFromParams } from '../lib/shop.ts';
import { useAuthStore } from '../entities/customer/auth.ts';
import { DashboardLayout } from '../features/account/components/dashboard-layout.tsx';
import { personalClientLoader, type BrowserLoaderArgs } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

/** docs/product/routes.md#shell-states: entering the dashboard unauthenticated goes to the shop login (and comes back after). */
function sendVisitorsToLogin({ params, request }: BrowserLoaderArgs) {
  if (useAuthStore.getState().isAuthenticated) return null;
  const url = new URL(request.url);
  const slug = shopSlugFromParams(params) ?? '';
  throw redirect(buildShopHref(getHostMode(), slug, 'shop-login', null, { redirect: url.pathname + url.search }));
}

export const clientLoader = personalClientLoader(sendVisitorsToLogin);
export const meta = pageMeta({ title: msg`Dashboard` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function Dashboard() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // After a logout or an expired session the app is already on its way to the login.
  if (!isAuthenticated) return null;
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  );
}
