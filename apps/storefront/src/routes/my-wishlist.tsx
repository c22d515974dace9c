import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MyWishlist } from '../features/account/components/my-wishlist.tsx';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`My Wishlist` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function MyWishlistPage() {
  const { t } = useLingui();
  return (
    <MyWishlist
      renderProducts={(products) => <ProductGrid products={products} label={t`My Wishlist`} headingLevel={2} />}
    />
  );
}
