import { useLingui } from '@lingui/react/macro';
import { MyWishlist } from '../features/account/components/my-wishlist.tsx';
import { ProductGrid } from '../features/catalog/components/product-grid.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <MyWishlist
      renderProducts={(products) => <ProductGrid products={products} label={t`My Wishlist`} headingLevel={2} />}
    />
  );
}
