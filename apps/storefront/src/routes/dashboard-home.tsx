// The dashboard's first page (`/{slug}/dashboard`).
import { msg } from '@lingui/core/macro';
import { DashboardHome } from '../features/account/components/dashboard-home.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Dashboard` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default DashboardHome;
