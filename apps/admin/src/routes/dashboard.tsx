import { DashboardView } from '../features/dashboard/components/dashboard-view.tsx';

export function Component() {
  return <DashboardView />;
}
