import type { Product } from '@haat/domain/schemas';
import { Skeleton } from '@haat/ui/skeleton';
import { vars } from '@haat/ui/theme';
import { useProgressiveCount } from '../../../lib/use-progressive-count.ts';
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

/** Cards rendered in the first task: the first rows of a phone screen. */
const FIRST_CARDS = 4;
/** Cards added in each following task. */
const CARDS_PER_TASK = 4;

/**
 * Product cards in a responsive grid: 2 columns on phones up to 5 on wide screens. The cards render
 * a few at a time (placeholders keep their place meanwhile), so a long page never holds up a phone.
 */
export function ProductGrid({ products, priorityCount = 0, label, headingLevel }: ProductGridProps) {
  const shown = useProgressiveCount(products.length, Math.max(FIRST_CARDS, priorityCount), CARDS_PER_TASK);
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          {index < shown ? (
            <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
          ) : (
            <SkeletonCard />
          )}
        </li>
      ))}
    </ul>
  );
}

function SkeletonCard() {
  return (
    <div className={styles.skeletonCard} aria-hidden="true">
      <Skeleton shape="block" className={styles.skeletonImage} />
      <div className={styles.skeletonBody}>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" width="45%" />
        <Skeleton shape="block" height={vars.size.controlSm} />
      </div>
    </div>
  );
}

/** Placeholders shaped like product cards, so the page does not jump when products arrive. */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.cell}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
}
