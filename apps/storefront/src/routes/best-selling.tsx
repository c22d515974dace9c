import type { LoaderFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryClient } from '../lib/query-client.ts';
import { useShop } from '../lib/shop.ts';
import { loadShop } from '../entities/shop/shop.ts';
import { productsQueryOptions, useProducts } from '../entities/product/products.ts';
import { PagedProductList } from '../features/catalog/components/paged-product-list.tsx';
import * as styles from './page.css.ts';

const bestSelling = { sort: 'best_selling' } as const;

export async function loader({ params }: LoaderFunctionArgs) {
  const shop = await loadShop(params);
  if (shop) void queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, bestSelling));
  return null;
}

/** The shop's products, best sellers first. */
export function Component() {
  const { t } = useLingui();
  const shop = useShop();
  const products = useProducts(shop.id, bestSelling);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.pageTitle}>
          <Trans>Best selling products</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>What other customers of this shop buy most.</Trans>
        </p>
      </header>
      <PagedProductList query={products} label={t`Best selling products`} priorityCount={2} headingLevel={2} />
    </div>
  );
}
