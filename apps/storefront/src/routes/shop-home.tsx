// A shop's home on the shared host (`/shop/{slug}`); on the shop's own origin `/` shows it (home.tsx).
import { prefetchShopHome, ShopHome } from '../features/catalog/components/shop-home.tsx';
import { pageClientLoader, pageLoader } from '../shell/page-route.tsx';

export const loader = pageLoader(
  ({ queryClient, shop }) => prefetchShopHome(queryClient, shop.id),
  () => ({ kind: 'home' }),
);
export const clientLoader = pageClientLoader(({ queryClient, shop }) => prefetchShopHome(queryClient, shop.id));
export { shopMeta as meta } from '../shell/meta.ts';
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default ShopHome;
