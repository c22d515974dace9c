import { useSearchParams } from 'react-router';
import { TrackOrder } from '../features/orders/components/track-order.tsx';
import * as styles from './page.css.ts';

/** `?query=` holds the search, so back and reload keep it. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const query = search.get('query');
  return (
    <div className={styles.narrowPage}>
      <TrackOrder key={query ?? ''} initialQuery={query} onSearch={(next) => setSearch({ query: next })} />
    </div>
  );
}
