import { productsQueryOptions } from '../../src/entities/product/products.ts';
import { Component, loader as clientLoader } from '../../src/routes/best-selling.tsx';
import { bestSellingTitle } from '../page-head.ts';
import { page, pageLoader, PageErrorBoundary } from '../page-route.tsx';

export const loader = pageLoader(
  ({ queryClient, shop }) => queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, { sort: 'best_selling' })),
  ({ translate }) => ({ kind: 'best-selling', title: translate(bestSellingTitle) }),
);
export { clientLoader };
export default page(Component);
export const ErrorBoundary = PageErrorBoundary;
export { shopMeta as meta } from '../meta.ts';
