import { productQueryOptions } from '../../src/entities/product/product.ts';
import { Component, loader as clientLoader } from '../../src/routes/product-details.tsx';
import { mustFetch, page, pageLoader, PageErrorBoundary } from '../page-route.tsx';

export const loader = pageLoader(
  ({ queryClient, shop, params }) =>
    mustFetch(() => queryClient.fetchQuery(productQueryOptions(shop.id, params['product_slug'] ?? ''))),
  ({ queryClient, shop, params }) => {
    const product = queryClient.getQueryData(productQueryOptions(shop.id, params['product_slug'] ?? '').queryKey);
    return product ? { kind: 'product', product } : null;
  },
);
export { clientLoader };
export default page(Component);
export const ErrorBoundary = PageErrorBoundary;
export { shopMeta as meta } from '../meta.ts';
