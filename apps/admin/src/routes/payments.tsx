import { PaymentsView } from '../features/payments/components/payments-view.tsx';

export function Component() {
  return <PaymentsView />;
}
