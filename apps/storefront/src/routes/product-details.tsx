// A product (`/{slug}/product/{product_slug}`): images, price with discount, stock, quantity, add to cart, buy now,
// wish, description, reviews.
import { Link, useParams, useSearchParams, type Params } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import type { ProductDetail } from '@haat/domain/schemas';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopHref, useShopNavigate } from '../lib/links.ts';
import * as styles from '../lib/page.css.ts';
import { useShop } from '../lib/shop.ts';
import { productQueryOptions, useProduct } from '../entities/product/product.ts';
import { ProductDescription } from '../features/product/components/product-description.tsx';
import { ProductGallery } from '../features/product/components/product-gallery.tsx';
import { ProductReviews } from '../features/product/components/product-reviews.tsx';
import { chosenVariant, VARIANT_PARAM } from '../lib/variant-choice.ts';
import { PurchasePanel } from '../features/product/components/purchase-panel.tsx';
import { mustFetch, pageClientLoader, pageLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';
import { PageTitle } from '../shell/page-title.tsx';

const productSlugOf = (params: Params) => params['product_slug'] ?? '';

export const loader = pageLoader(
  ({ queryClient, shop, params }) =>
    mustFetch(() => queryClient.fetchQuery(productQueryOptions(shop.id, productSlugOf(params)))),
  ({ queryClient, shop, params, url }) => {
    const product = queryClient.getQueryData(productQueryOptions(shop.id, productSlugOf(params)).queryKey);
    return product ? { kind: 'product', product, variant: url.searchParams.get(VARIANT_PARAM) } : null;
  },
);
export const clientLoader = pageClientLoader(({ queryClient, shop, params }) => {
  const slug = params['product_slug'];
  if (slug) void queryClient.prefetchQuery(productQueryOptions(shop.id, slug));
});

const notFoundTitle = msg`Product not found`;

export const meta = pageMeta({ notFound: notFoundTitle, titledByPage: true });
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function ProductDetails() {
  const { i18n } = useLingui();
  const shop = useShop();
  const { product_slug: slug = '' } = useParams();
  const product = useProduct(shop.id, slug);
  const navigate = useShopNavigate();

  if (product.isPending) {
    return (
      <>
        <PageTitle name={null} />
        <ProductSkeleton />
      </>
    );
  }
  if (product.isError) {
    const notFound = isApiError(product.error) && product.error.status === 404;
    return (
      <div className={styles.page}>
        <PageTitle name={notFound ? i18n._(notFoundTitle) : null} />
        <ProductError notFound={notFound} onRetry={() => void product.refetch()} onHome={() => navigate('shop-home')} />
      </div>
    );
  }
  return <ProductPage shopId={shop.id} product={product.data} />;
}

function ProductPage({ shopId, product }: { shopId: number; product: ProductDetail }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const name = localizedName(product, locale);
  const category = product.category;
  const [search] = useSearchParams();
  const variant = chosenVariant(product, search.get(VARIANT_PARAM));

  return (
    <div className={styles.page}>
      <PageTitle name={name} />
      <nav aria-label={t`Breadcrumb`}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to={href('shop-home')}>
              <Trans>Home</Trans>
            </Link>
          </li>
          {category && (
            <li>
              <Link to={href('shop-category', { category_slug: category.slug }, { id: category.id })}>
                {localizedName(category, locale)}
              </Link>
            </li>
          )}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <div className={styles.productLayout}>
        <ProductGallery
          key={variant?.image_id ?? 'main'}
          product={product}
          name={name}
          pictureId={variant?.image_id ?? null}
        />
        <PurchasePanel product={product} name={name} variant={variant} />
      </div>
      <ProductDescription text={product.description} />
      <ProductReviews shopId={shopId} product={product} />
    </div>
  );
}

function ProductError({ notFound, onRetry, onHome }: { notFound: boolean; onRetry: () => void; onHome: () => void }) {
  const { t } = useLingui();
  return notFound ? (
    <ErrorPanel
      variant="not-found"
      headingLevel={1}
      title={t`Product not found`}
      message={t`This product is no longer available in this shop.`}
      onHome={onHome}
    />
  ) : (
    <ErrorPanel headingLevel={1} onRetry={onRetry} onHome={onHome} />
  );
}

function ProductSkeleton() {
  const { t } = useLingui();
  return (
    <div className={styles.page} aria-busy="true" aria-label={t`Loading product`}>
      <Skeleton width="40%" />
      <div className={styles.productLayout}>
        <Skeleton shape="block" height="auto" className={styles.squareSkeleton} />
        <div>
          <Skeleton height="2rem" width="80%" />
          <Skeleton width="30%" />
          <Skeleton height="1.75rem" width="40%" />
          <Skeleton lines={3} />
          <Skeleton shape="block" height="3.25rem" />
        </div>
      </div>
    </div>
  );
}
