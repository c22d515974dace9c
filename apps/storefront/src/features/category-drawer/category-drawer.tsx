import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { Flame, House } from 'lucide-react';
import { localizeDigits } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Drawer } from '@haat/ui/drawer';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref } from '../../lib/links.ts';
import { useShop } from '../../lib/shop.ts';
import { useCategories } from '../../entities/shop/categories.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import * as styles from './category-drawer.css.ts';
import { CategoryIcon } from '../../lib/category-icon.tsx';

/** docs/product/storefront.md left category drawer, 320px. */
export default function CategoryDrawer() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const href = useShopHref();
  const open = useShopUiStore((state) => state.isCategoryDrawerOpen);
  const setOpen = useShopUiStore((state) => state.setCategoryDrawerOpen);
  const categories = useCategories(shop.id);

  return (
    <Drawer open={open} onOpenChange={setOpen} side="left" width={320} title={t`Categories`}>
      <nav aria-label={t`Categories`}>
        <ul role="list" className={styles.list}>
          <li>
            <NavLink to={href('shop-home')} end className={styles.entry}>
              <span className={styles.icon} aria-hidden="true">
                <House size={16} />
              </span>
              <span className={styles.label}>{t`All products`}</span>
            </NavLink>
          </li>
          <li>
            <NavLink to={href('shop-best-selling-products')} className={styles.entry}>
              <span className={styles.icon} aria-hidden="true">
                <Flame size={16} />
              </span>
              <span className={styles.label}>{t`Best selling`}</span>
            </NavLink>
          </li>
        </ul>
        <hr className={styles.separator} />
        {categories.isPending ? (
          <div className={styles.state} aria-busy="true">
            <Skeleton lines={6} height={20} />
          </div>
        ) : categories.isError ? (
          <div className={styles.state} role="alert">
            <p>{t`Could not load the categories.`}</p>
            <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
              {t`Try again`}
            </Button>
          </div>
        ) : categories.data.length === 0 ? (
          <p className={styles.state}>{t`No categories yet.`}</p>
        ) : (
          <ul role="list" className={styles.list}>
            {categories.data.map((category) => (
              <li key={category.id}>
                <NavLink
                  to={href('shop-category', { category_slug: category.slug }, { id: category.id })}
                  className={styles.entry}
                >
                  <span className={styles.icon} aria-hidden="true">
                    <CategoryIcon icon={category.icon} size={16} />
                  </span>
                  <span className={styles.label}>{localizedName(category, locale)}</span>
                  <span className={styles.count}>{localizeDigits(String(category.product_count), locale)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </Drawer>
  );
}
