import type { Product } from '@haat/domain/schemas';
import { Skeleton } from '@haat/ui/skeleton';
import { vars } from '@haat/ui/theme';
import { ProductCard } from './product-card.tsx';
import * as styles from './product-grid.css.ts';

export interface ProductGridProps {
  products: readonly Product[];
  /** How many cards from the top load their image at once (above the fold). */
  priorityCount?: number;
  /** Accessible name of the list. */
  label: string;
  headingLevel?: 2 | 3;
}

/** Product cards in a responsive grid: 2 columns on phones up to 5 on wide screens. */
export function ProductGrid({ products, priorityCount = 0, label, headingLevel }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like product cards, so the page does not jump when products arrive. */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.cell}>
          <div className={styles.skeletonCard}>
            <Skeleton shape="block" className={styles.skeletonImage} />
            <div className={styles.skeletonBody}>
              <Skeleton shape="text" lines={2} />
              <Skeleton shape="text" width="45%" />
              <Skeleton shape="block" height={vars.size.controlSm} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
