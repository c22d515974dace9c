// The dashboard's first page (`/{slug}/dashboard`).
import { DashboardHome } from '../features/account/components/dashboard-home.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';

export const clientLoader = personalClientLoader();
export { shopMeta as meta } from '../shell/meta.ts';
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default DashboardHome;
