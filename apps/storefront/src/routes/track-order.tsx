import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Order } from '@haat/domain/schemas';
import { useShopNavigate } from '../app/links.ts';
import { TrackOrder } from '../features/orders/components/track-order.tsx';
import * as styles from './page.css.ts';

/** `?query=` holds the search, so back and reload keep it; a single match opens its details. */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const navigate = useShopNavigate();
  const query = search.get('query');
  const openSingle = useCallback(
    (order: Order) => navigate('shop-order-details', { order_id: order.code }, undefined, { replace: true }),
    [navigate],
  );
  return (
    <div className={styles.narrowPage}>
      <TrackOrder
        key={query ?? ''}
        initialQuery={query}
        onSearch={(next) => setSearch({ query: next })}
        onSingle={openSingle}
      />
    </div>
  );
}
