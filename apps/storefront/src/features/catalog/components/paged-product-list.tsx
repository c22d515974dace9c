import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackageSearch } from 'lucide-react';
import type { Paginator, Product } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Spinner } from '@haat/ui/spinner';
import { LazyErrorPanel } from '../../../lib/lazy-error-panel.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import * as styles from './product-grid.css.ts';

export interface PagedProductListProps {
  query: UseInfiniteQueryResult<InfiniteData<Paginator<Product>>>;
  /** Accessible name of the grid, e.g. "New arrivals". */
  label: string;
  priorityCount?: number;
  headingLevel?: 2 | 3;
}

/** A product list that pages with "load more": skeletons first, then the grid, its count and the next page. */
export function PagedProductList({ query, label, priorityCount, headingLevel }: PagedProductListProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <Spinner label={t`Loading products...`} layout="inline" size="sm" />
        <ProductGridSkeleton />
      </div>
    );
  }
  if (query.isError) {
    return <LazyErrorPanel layout="inline" headingLevel={3} onRetry={() => void query.refetch()} />;
  }

  const products = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages.at(-1)?.total ?? products.length;
  if (products.length === 0) {
    return (
      <div className={styles.empty}>
        <PackageSearch size={40} strokeWidth={1.5} aria-hidden="true" />
        <p>
          <Trans>No products here yet.</Trans>
        </p>
      </div>
    );
  }

  const shown = formatNumber(products.length, locale);
  const all = formatNumber(total, locale);
  return (
    <div>
      <ProductGrid products={products} label={label} priorityCount={priorityCount} headingLevel={headingLevel} />
      <div className={styles.footer}>
        <p aria-live="polite">
          <Trans>
            Showing {shown} of {all} products
          </Trans>
        </p>
        {query.hasNextPage && (
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            <Trans>Load more</Trans>
          </Button>
        )}
        {query.isFetchNextPageError && (
          <p role="alert">
            <Trans>Could not load more products. Please try again.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
