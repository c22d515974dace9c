import { Component, loader as clientLoader } from '../../src/routes/shop-home.tsx';
import { page, pageLoader, PageErrorBoundary } from '../page-route.tsx';
import { prefetchShopHome } from '../prefetch.ts';

export const loader = pageLoader(prefetchShopHome, () => ({ kind: 'home' }));
export { clientLoader };
export default page(Component);
export const ErrorBoundary = PageErrorBoundary;
export { shopMeta as meta } from '../meta.ts';
