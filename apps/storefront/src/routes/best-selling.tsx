// The shop's products, best sellers first (`/{slug}/best-selling-products`).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from '../lib/page.css.ts';
import { useShop } from '../lib/shop.ts';
import { productsQueryOptions, useProducts } from '../entities/product/products.ts';
import { PagedProductList } from '../features/catalog/components/paged-product-list.tsx';
import { pageClientLoader, pageLoader, type PrefetchArgs } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

const bestSelling = { sort: 'best_selling' } as const;
const title = msg`Best selling products`;

const prefetch = ({ queryClient, shop }: PrefetchArgs) =>
  queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, bestSelling));

export const loader = pageLoader(prefetch, ({ translate }) => ({ kind: 'best-selling', title: translate(title) }));
export const clientLoader = pageClientLoader(prefetch);
export const meta = pageMeta({ title });
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function BestSelling() {
  const { t } = useLingui();
  const shop = useShop();
  const products = useProducts(shop.id, bestSelling);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.pageTitle}>{t(title)}</h1>
        <p className={styles.lead}>
          <Trans>What other customers of this shop buy most.</Trans>
        </p>
      </header>
      <PagedProductList query={products} label={t(title)} priorityCount={2} headingLevel={2} />
    </div>
  );
}
