import { ProductsView } from '../features/products/components/products-view.tsx';

export function Component() {
  return <ProductsView />;
}
