import { HydrationBoundary } from '@tanstack/react-query';
import { ShopBoundary } from '../../src/shell/shop-boundary.tsx';
import { shopLayoutClientLoader, shopLayoutLoader, type ShopLayoutData } from '../shop-route.tsx';
import { shopMeta } from '../meta.ts';

export const loader = shopLayoutLoader;
export const clientLoader = shopLayoutClientLoader;
export const meta = shopMeta;

export default function ShopLayoutRoute({ loaderData }: { loaderData?: ShopLayoutData }) {
  return (
    <HydrationBoundary state={loaderData?.state}>
      <ShopBoundary />
    </HydrationBoundary>
  );
}

export { ShopErrorBoundary as ErrorBoundary } from '../shop-error-boundary.tsx';
