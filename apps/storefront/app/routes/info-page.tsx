import { pageQueryOptions } from '../../src/entities/shop/page.ts';
import { Component, loader as clientLoader, pageOfPath } from '../../src/routes/info-page.tsx';
import { mustFetch, page, pageLoader, PageErrorBoundary } from '../page-route.tsx';

export const loader = pageLoader(
  async ({ queryClient, shop, url }) => {
    const slug = pageOfPath(url.pathname);
    if (slug) await mustFetch(() => queryClient.fetchQuery(pageQueryOptions(shop.id, slug)));
  },
  ({ queryClient, shop, url }) => {
    const slug = pageOfPath(url.pathname);
    const info = slug ? queryClient.getQueryData(pageQueryOptions(shop.id, slug).queryKey) : undefined;
    return slug && info ? { kind: 'info', page: slug, title: info.title } : null;
  },
);
export { clientLoader };
export default page(Component);
export const ErrorBoundary = PageErrorBoundary;
export { shopMeta as meta } from '../meta.ts';
