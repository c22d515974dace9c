// The five information pages (about us and the policies), `/{slug}/about-us` and the like.
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { pageSlugs, type PageSlug } from '@haat/domain/schemas';
import { isApiError } from '@haat/api-client/errors';
import { shellMessages } from '@haat/i18n/messages';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopNavigate } from '../lib/links.ts';
import * as styles from '../lib/page.css.ts';
import { useShop } from '../lib/shop.ts';
import { pageQueryOptions, usePage } from '../entities/shop/page.ts';
import { PageBody } from '../features/catalog/components/page-body.tsx';
import { mustFetch, pageClientLoader, pageLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';
import { PageTitle } from '../shell/page-title.tsx';

/**
 * The page is the last path segment (`/{slug}/about-us`, `/about-us`: the table's `infoPage` entries), for the
 * loaders and the component alike.
 */
function pageOfPath(pathname: string): PageSlug | null {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return (pageSlugs as readonly string[]).includes(last) ? (last as PageSlug) : null;
}

export const loader = pageLoader(
  async ({ queryClient, shop, url }) => {
    const slug = pageOfPath(url.pathname);
    if (slug) await mustFetch(() => queryClient.fetchQuery(pageQueryOptions(shop.id, slug)));
  },
  ({ queryClient, shop, url }) => {
    const slug = pageOfPath(url.pathname);
    const info = slug ? queryClient.getQueryData(pageQueryOptions(shop.id, slug).queryKey) : undefined;
    return slug && info ? { kind: 'info', page: slug, title: info.title } : null;
  },
);
export const clientLoader = pageClientLoader(({ queryClient, shop, url }) => {
  const page = pageOfPath(url.pathname);
  if (page) void queryClient.prefetchQuery(pageQueryOptions(shop.id, page));
});
export const meta = pageMeta({ titledByPage: true });
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

export default function InfoPage() {
  const page = pageOfPath(useLocation().pathname);
  const shop = useShop();
  return page ? <InfoPageBody shopId={shop.id} page={page} /> : null;
}

function InfoPageBody({ shopId, page }: { shopId: number; page: PageSlug }) {
  const { t, i18n } = useLingui();
  const navigate = useShopNavigate();
  const query = usePage(shopId, page);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  const { title: notFoundTitle } = shellMessages.errorDisplay['not-found'];
  return (
    <div className={styles.page}>
      <PageTitle name={query.data?.title ?? (notFound ? i18n._(notFoundTitle) : null)} />
      {query.isPending && (
        <div aria-busy="true" aria-label={t`Loading...`}>
          <Skeleton width="50%" height="2rem" />
          <Skeleton lines={6} />
        </div>
      )}
      {query.isError && (
        <ErrorPanel
          variant={notFound ? 'not-found' : 'generic'}
          headingLevel={1}
          onRetry={() => void query.refetch()}
          onHome={() => navigate('shop-home')}
        />
      )}
      {query.isSuccess && <PageBody page={query.data} />}
    </div>
  );
}
