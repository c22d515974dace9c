// A category's products (`/{slug}/category/{category_slug}?id={id}`).
import { useParams, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopNavigate } from '../lib/links.ts';
import * as styles from '../lib/page.css.ts';
import { useShop } from '../lib/shop.ts';
import { categoriesQueryOptions, useCategories } from '../entities/shop/categories.ts';
import { productsQueryOptions, useProducts } from '../entities/product/products.ts';
import { CategoryStrip } from '../features/catalog/components/category-strip.tsx';
import { PagedProductList } from '../features/catalog/components/paged-product-list.tsx';
import { CategoryIcon } from '../lib/category-icon.tsx';
import { mustFetch, pageClientLoader, pageLoader, throwStatus } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';
import { PageTitle } from '../shell/page-title.tsx';

/** `?id=` is the category id (docs/product/storefront.md); anything else is not a category. */
function categoryIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// A category is known by its `?id=`: a missing or unknown id is a page that does not exist.
export const loader = pageLoader(
  async ({ queryClient, shop, url }) => {
    const categoryId = categoryIdOf(url.searchParams);
    const categories = await mustFetch(() => queryClient.fetchQuery(categoriesQueryOptions(shop.id)));
    if (!categoryId || !categories.some((category) => category.id === categoryId)) throwStatus(404);
    await queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, { sort: 'newest', categoryId }));
  },
  ({ queryClient, shop, url }) => {
    const categoryId = categoryIdOf(url.searchParams);
    const categories = queryClient.getQueryData(categoriesQueryOptions(shop.id).queryKey);
    const category = categories?.find((candidate) => candidate.id === categoryId);
    return category ? { kind: 'category', category } : null;
  },
);
export const clientLoader = pageClientLoader(({ queryClient, shop, url }) => {
  const categoryId = categoryIdOf(url.searchParams);
  if (categoryId) void queryClient.prefetchInfiniteQuery(productsQueryOptions(shop.id, { sort: 'newest', categoryId }));
});
export const meta = pageMeta({ notFound: msg`Category not found`, titledByPage: true });
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function Category() {
  const shop = useShop();
  const [search] = useSearchParams();
  const categoryId = categoryIdOf(search);
  return categoryId ? <CategoryProducts shopId={shop.id} categoryId={categoryId} /> : <UnknownCategory />;
}

function CategoryProducts({ shopId, categoryId }: { shopId: number; categoryId: number }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { category_slug: slug } = useParams();
  const categories = useCategories(shopId);
  const products = useProducts(shopId, { sort: 'newest', categoryId });
  const category = categories.data?.find((entry) => entry.id === categoryId);
  // Until the list arrives, the slug from the address reads well enough as a title.
  const title = category ? localizedName(category, locale) : (slug ?? '').replace(/-/gu, ' ');
  const others = (categories.data ?? []).filter((entry) => entry.id !== categoryId);

  return (
    <div className={styles.page}>
      <PageTitle name={category ? title : null} />
      <header>
        <h1 className={styles.pageTitle}>
          {category?.icon && <CategoryIcon icon={category.icon} size={28} inline />}
          {categories.isPending && !title ? <Skeleton width="12rem" /> : title}
        </h1>
      </header>
      <PagedProductList query={products} label={t`Products in ${title}`} priorityCount={2} headingLevel={2} />
      {others.length > 0 && (
        <section aria-labelledby="other-categories">
          <h2 id="other-categories" className={styles.lead}>
            <Trans>Other categories</Trans>
          </h2>
          <CategoryStrip categories={others} label={t`Other categories`} />
        </section>
      )}
    </div>
  );
}

function UnknownCategory() {
  const { t } = useLingui();
  const navigate = useShopNavigate();
  return (
    <div className={styles.page}>
      <PageTitle name={t`Category not found`} />
      <ErrorPanel
        variant="not-found"
        headingLevel={1}
        title={t`Category not found`}
        message={t`This category does not exist. Browse the shop's other products instead.`}
        onHome={() => navigate('shop-home')}
      />
    </div>
  );
}
