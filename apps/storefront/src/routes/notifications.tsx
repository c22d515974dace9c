// The customer's notifications (`/{slug}/dashboard/notifications`).
import { msg } from '@lingui/core/macro';
import { NotificationsList } from '../features/account/components/notifications-list.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Notifications` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default NotificationsList;
