import { Link, type LoaderFunctionArgs } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { visuallyHiddenClass } from '@haat/ui/visually-hidden';
import { useShopHref } from '../lib/links.ts';
import { queryClient } from '../lib/query-client.ts';
import { useShop } from '../lib/shop.ts';
import { loadShop } from '../entities/shop/shop.ts';
import { categoriesQueryOptions, useCategories } from '../entities/shop/categories.ts';
import { productsQueryOptions, useProducts } from '../entities/product/products.ts';
import { CategoryStrip, CategoryStripSkeleton } from '../features/catalog/components/category-strip.tsx';
import { FeaturedProduct } from '../features/catalog/components/featured-product.tsx';
import { PagedProductList } from '../features/catalog/components/paged-product-list.tsx';
import { Section } from '../features/catalog/components/section.tsx';
import { ShopBanner } from '../features/catalog/components/shop-banner.tsx';
import * as styles from './page.css.ts';

const newest = { sort: 'newest' } as const;

/** Starts loading the categories and the first products while the screen's code loads. */
export async function loader({ params }: LoaderFunctionArgs) {
  const shop = await loadShop(params);
  if (shop) {
    void queryClient.prefetchQuery(categoriesQueryOptions(shop.id));
    void queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, newest));
  }
  return null;
}

/** Shop home: banner, featured product, categories and the newest products. */
export function Component() {
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
