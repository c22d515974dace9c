// The customer's notifications (`/{slug}/dashboard/notifications`).
import { NotificationsList } from '../features/account/components/notifications-list.tsx';
import { personalClientLoader } from '../shell/page-route.tsx';

export const clientLoader = personalClientLoader();
export { shopMeta as meta } from '../shell/meta.ts';
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';
export default NotificationsList;
