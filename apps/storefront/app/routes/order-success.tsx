import { Component } from '../../src/routes/order-success.tsx';
import { page, pageLoader, PageErrorBoundary, personalClientLoader } from '../page-route.tsx';

export const loader = pageLoader();
export const clientLoader = personalClientLoader();
export { HydrateFallback } from '../page-route.tsx';
export default page(Component);
export const ErrorBoundary = PageErrorBoundary;
export { shopMeta as meta } from '../meta.ts';
