import { CouriersView } from '../features/couriers/components/couriers-view.tsx';

export function Component() {
  return <CouriersView />;
}
