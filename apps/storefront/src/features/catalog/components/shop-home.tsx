import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { visuallyHiddenClass } from '@haat/ui/visually-hidden';
import { useShopHref } from '../../../lib/links.ts';
import * as styles from '../../../lib/page.css.ts';
import { useShop } from '../../../lib/shop.ts';
import { categoriesQueryOptions, useCategories } from '../../../entities/shop/categories.ts';
import { productsQueryOptions, useProducts } from '../../../entities/product/products.ts';
import { CategoryStrip, CategoryStripSkeleton } from './category-strip.tsx';
import { FeaturedProduct } from './featured-product.tsx';
import { PagedProductList } from './paged-product-list.tsx';
import { Section } from './section.tsx';
import { ShopBanner } from './shop-banner.tsx';

const newest = { sort: 'newest' } as const;

/** What the shop home shows first: its categories and the first page of its newest products. */
export function prefetchShopHome(queryClient: QueryClient, shopId: number) {
  return Promise.all([
    queryClient.prefetchQuery(categoriesQueryOptions(shopId)),
    queryClient.prefetchInfiniteQuery(productsQueryOptions(shopId, newest)),
  ]);
}

/** Shop home: banner, featured product, categories and the newest products. */
export function ShopHome() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const href = useShopHref();
  const categories = useCategories(shop.id);
  const products = useProducts(shop.id, newest);
  const shopName = localizedName(shop, locale);

  return (
    <div className={styles.page}>
      <h1 className={visuallyHiddenClass}>{shopName}</h1>
      <ShopBanner shop={shop} name={shopName} />
      {shop.featured_product && <FeaturedProduct product={shop.featured_product} />}
      {(categories.isPending || (categories.data?.length ?? 0) > 0) && (
        <Section title={<Trans>Categories</Trans>}>
          {categories.isPending ? (
            <CategoryStripSkeleton />
          ) : (
            <CategoryStrip categories={categories.data ?? []} label={t`Categories`} />
          )}
        </Section>
      )}
      <Section
        title={<Trans>New arrivals</Trans>}
        action={
          <Link to={href('shop-best-selling-products')}>
            <Trans>Best selling</Trans>
          </Link>
        }
      >
        <PagedProductList query={products} label={t`New arrivals`} priorityCount={shop.featured_product ? 0 : 2} />
      </Section>
    </div>
  );
}
