import { CustomersView } from '../features/customers/components/customers-view.tsx';

export function Component() {
  return <CustomersView />;
}
