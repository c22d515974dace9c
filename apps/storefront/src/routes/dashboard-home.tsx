import { DashboardHome } from '../features/account/components/dashboard-home.tsx';

export function Component() {
  return <DashboardHome />;
}
