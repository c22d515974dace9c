import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Category } from '@haat/domain/schemas';
import { formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Skeleton } from '@haat/ui/skeleton';
import { VisuallyHidden } from '@haat/ui/visually-hidden';
import { useShopHref } from '../../../lib/links.ts';
import * as styles from './category-strip.css.ts';
import { CategoryIcon } from '../../../lib/category-icon.tsx';

/** The shop's categories as a row of emoji tiles that scrolls sideways on phones. */
export function CategoryStrip({ categories, label }: { categories: readonly Category[]; label: string }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  return (
    <ul className={styles.strip} aria-label={label}>
      {categories.map((category) => {
        const name = localizedName(category, locale);
        const count = formatNumber(category.product_count, locale);
        return (
          <li key={category.id} className={styles.item}>
            <Link
              to={href('shop-category', { category_slug: category.slug }, { id: category.id })}
              className={styles.chip}
            >
              <span className={styles.icon} aria-hidden="true">
                <CategoryIcon icon={category.icon} size={22} />
              </span>
              <span className={styles.label} aria-hidden="true">
                {name}
              </span>
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
              <VisuallyHidden>{t`${name}, ${plural(category.product_count, { one: `${count} product`, other: `${count} products` })}`}</VisuallyHidden>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function CategoryStripSkeleton() {
  return (
    <div className={styles.strip} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} shape="block" className={styles.skeletonChip} />
      ))}
    </div>
  );
}
