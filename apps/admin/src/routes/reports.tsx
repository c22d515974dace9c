import { ReportsView } from '../features/reports/components/reports-view.tsx';

export function Component() {
  return <ReportsView />;
}
