import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { queriesOf } from '@haat/api-client/query';
import * as customerEndpoints from '@haat/api-contract/customer';
import type { Product } from '@haat/domain/schemas';
import { buttonClass } from '@haat/ui/button';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { useWishlistStore } from '../../../entities/wishlist/wishlist.ts';
import { useAccountWishlist } from '../../../entities/wishlist/account-wishlist.ts';
import * as styles from './dashboard.css.ts';

/**
 * The account's wish list from the server (this device's list was merged into it at login).
 * Toggling a heart changes the server list through the wish list store, so it is reloaded then.
 */
export function MyWishlist({ renderProducts }: { renderProducts: (products: readonly Product[]) => ReactNode }) {
  const shop = useShop();
  const href = useShopHref();
  const queryClient = useQueryClient();
  const wishlist = useAccountWishlist(shop.id);
  const local = useWishlistStore((state) => state.products);

  const seen = useRef(local);
  useEffect(() => {
    if (seen.current === local) return;
    seen.current = local;
    void queryClient.invalidateQueries(queriesOf(customerEndpoints.getWishlist));
  }, [local, queryClient]);

  return (
    <>
      <h1 className={styles.screenTitle}>
        <Trans>My Wishlist</Trans>
      </h1>
      {wishlist.isPending && <Skeleton shape="block" height="16rem" />}
      {wishlist.isError && <ErrorPanel layout="inline" headingLevel={2} onRetry={() => void wishlist.refetch()} />}
      {wishlist.isSuccess && wishlist.data.length === 0 && (
        <div className={styles.empty}>
          <Heart size={40} strokeWidth={1.5} aria-hidden="true" />
          <p>
            <Trans>Your wish list is empty. Tap the heart on a product to keep it here.</Trans>
          </p>
          <Link to={href('shop-home')} className={buttonClass({ variant: 'primary' })}>
            <Trans>Browse products</Trans>
          </Link>
        </div>
      )}
      {wishlist.isSuccess && wishlist.data.length > 0 && renderProducts(wishlist.data)}
    </>
  );
}
