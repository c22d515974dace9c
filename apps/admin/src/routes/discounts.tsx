import { DiscountsView } from '../features/discounts/components/discounts-view.tsx';

export function Component() {
  return <DiscountsView />;
}
