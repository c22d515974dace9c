import { PrintView } from '../features/orders/components/print/print-view.tsx';

export function Component() {
  return <PrintView />;
}
