import { Outlet, replace, useMatches, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isApiError } from '@haat/api-client';
import { Spinner } from '@haat/ui/spinner';
import { AdminLayout } from '../features/layout/components/admin-layout.tsx';
import { ownsShop } from '../lib/admin-entry.ts';
import { enterAdmin, leaveAdmin } from '../lib/enter-admin.ts';
import { onlineShopQueryOptions, useOnlineShop } from '../lib/online-shop.ts';
import { paths } from '../lib/paths.ts';
import { queryClient } from '../lib/query-client.ts';

function toUnauthorized(): Response {
  leaveAdmin();
  return replace(paths.unauthorized());
}

/**
 * The token bootstrap of docs/product/admin.md. A query token is decoded and kept, and the address loses its
 * query (a replace redirect: history.replaceState), after which this loader runs again with the
 * stored admin. Then the shop is loaded: it must be the admin's own, or the owner is unauthorized.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const entry = enterAdmin(new URL(request.url));
  if (entry.kind === 'unauthorized') throw replace(paths.unauthorized());
  if (entry.cleanPath !== null) throw replace(entry.cleanPath);

  try {
    const { shop } = await queryClient.fetchQuery(onlineShopQueryOptions());
    if (!ownsShop(shop, entry.user, params['shop_slug'])) throw toUnauthorized();
    return null;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) throw toUnauthorized();
    throw error;
  }
}

/** Moving between admin views keeps the loaded shop; a new slug or a new token enters again. */
export function shouldRevalidate({ currentParams, nextParams, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentParams['shop_slug'] !== nextParams['shop_slug'] || nextUrl.searchParams.has('token');
}

export function Component() {
  const shop = useOnlineShop();
  const bare = useMatches().some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true);
  // Only for the moment between a 401 forgetting the admin and the move to /admin/unauthorized.
  if (!shop) return <Spinner layout="page" />;
  if (bare) return <Outlet />;
  return (
    <AdminLayout shop={shop}>
      <Outlet />
    </AdminLayout>
  );
}
