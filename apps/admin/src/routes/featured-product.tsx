import { FeaturedProductView } from '../features/featured-product/components/featured-product-view.tsx';

export function Component() {
  return <FeaturedProductView />;
}
