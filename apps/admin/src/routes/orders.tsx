import { OrdersView } from '../features/orders/components/orders-view.tsx';

export function Component() {
  return <OrdersView />;
}
