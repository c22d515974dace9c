import { NotificationsList } from '../features/account/components/notifications-list.tsx';

export function Component() {
  return <NotificationsList />;
}
