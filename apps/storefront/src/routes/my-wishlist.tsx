import { useLingui } from '@lingui/react/macro';
import { MyWishlist } from '../features/account/components/my-wishlist.tsx';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';

export const clientLoader = personalClientLoader();
export { shopMeta as meta } from '../shell/meta.ts';
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function MyWishlistPage() {
  const { t } = useLingui();
  return (
    <MyWishlist
      renderProducts={(products) => <ProductGrid products={products} label={t`My Wishlist`} headingLevel={2} />}
    />
  );
}
