import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import { TrackOrder } from '../features/orders/components/track-order.tsx';
import * as styles from '../lib/page.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Track your order` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** `?query=` holds the search, so back and reload keep it. */
export default function TrackOrderPage() {
  const [search, setSearch] = useSearchParams();
  const query = search.get('query');
  return (
    <div className={styles.narrowPage}>
      <TrackOrder key={query ?? ''} initialQuery={query} onSearch={(next) => setSearch({ query: next })} />
    </div>
  );
}
