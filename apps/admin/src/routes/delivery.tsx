import { DeliveryView } from '../features/delivery/components/delivery-view.tsx';

export function Component() {
  return <DeliveryView />;
}
