import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import { MyOrders } from '../features/account/components/my-orders.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`My Orders` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** `?page=` keeps the page across back and reload. */
export default function MyOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(search.get('page'))) || 1);
  return <MyOrders page={page} onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})} />;
}
