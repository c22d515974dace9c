import { useSearchParams } from 'react-router';
import { MyOrders } from '../features/account/components/my-orders.tsx';

/** `?page=` keeps the page across back and reload. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(search.get('page'))) || 1);
  return <MyOrders page={page} onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})} />;
}
