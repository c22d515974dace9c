import { Component, loader as pageClientLoader } from '../../src/routes/checkout.tsx';
import { page, pageLoader, PageErrorBoundary, personalClientLoader } from '../page-route.tsx';

export const loader = pageLoader();
export const clientLoader = personalClientLoader(pageClientLoader);
export { HydrateFallback } from '../page-route.tsx';
export default page(Component);
export const ErrorBoundary = PageErrorBoundary;
export { shopMeta as meta } from '../meta.ts';
