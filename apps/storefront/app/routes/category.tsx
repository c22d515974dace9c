import { categoriesQueryOptions } from '../../src/entities/shop/categories.ts';
import { productsQueryOptions } from '../../src/entities/product/products.ts';
import { categoryIdOf, Component, loader as clientLoader } from '../../src/routes/category.tsx';
import { mustFetch, page, pageLoader, PageErrorBoundary, throwStatus } from '../page-route.tsx';

// A category is known by its `?id=`: a missing or unknown id is a page that does not exist.
export const loader = pageLoader(
  async ({ queryClient, shop, url }) => {
    const categoryId = categoryIdOf(url.searchParams);
    const categories = await mustFetch(() => queryClient.fetchQuery(categoriesQueryOptions(shop.id)));
    if (!categoryId || !categories.some((category) => category.id === categoryId)) throwStatus(404);
    await queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, { sort: 'newest', categoryId }));
  },
  ({ queryClient, shop, url }) => {
    const categoryId = categoryIdOf(url.searchParams);
    const categories = queryClient.getQueryData(categoriesQueryOptions(shop.id).queryKey);
    const category = categories?.find((candidate) => candidate.id === categoryId);
    return category ? { kind: 'category', category } : null;
  },
);
export { clientLoader };
export default page(Component);
export const ErrorBoundary = PageErrorBoundary;
export { shopMeta as meta } from '../meta.ts';
