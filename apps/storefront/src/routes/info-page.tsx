import { useMatches, type LoaderFunctionArgs } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { pageSlugs, type PageSlug } from '@haat/domain/schemas';
import { isApiError } from '@haat/api-client/errors';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { useShopNavigate } from '../lib/links.ts';
import type { RouteHandle } from '../config/route-table.ts';
import { queryClient } from '../lib/query-client.ts';
import { useShop } from '../lib/shop.ts';
import { loadShop } from '../entities/shop/shop.ts';
import { pageQueryOptions, usePage } from '../entities/shop/page.ts';
import { PageBody } from '../features/catalog/components/page-body.tsx';
import * as styles from './page.css.ts';

function pageOf(handle: unknown): PageSlug | null {
  return (handle as RouteHandle | undefined)?.page ?? null;
}

/** The page is the last path segment (`/{slug}/about-us`, `/about-us`). */
export function pageOfPath(pathname: string): PageSlug | null {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return (pageSlugs as readonly string[]).includes(last) ? (last as PageSlug) : null;
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const page = pageOfPath(new URL(request.url).pathname);
  const shop = await loadShop(params);
  if (shop && page) void queryClient.prefetchQuery(pageQueryOptions(shop.id, page));
  return null;
}

/** The five information pages (about us and the policies); which one comes from the route's handle. */
export function Component() {
  const matches = useMatches();
  const page = pageOf(matches.at(-1)?.handle);
  const shop = useShop();
  return page ? <InfoPage shopId={shop.id} page={page} /> : null;
}

function InfoPage({ shopId, page }: { shopId: number; page: PageSlug }) {
  const { t } = useLingui();
  const navigate = useShopNavigate();
  const query = usePage(shopId, page);
  return (
    <div className={styles.page}>
      {query.isPending && (
        <div aria-busy="true" aria-label={t`Loading...`}>
          <Skeleton width="50%" height="2rem" />
          <Skeleton lines={6} />
        </div>
      )}
      {query.isError && (
        <ErrorPanel
          variant={isApiError(query.error) && query.error.status === 404 ? 'not-found' : 'generic'}
          headingLevel={1}
          onRetry={() => void query.refetch()}
          onHome={() => navigate('shop-home')}
        />
      )}
      {query.isSuccess && <PageBody page={query.data} />}
    </div>
  );
}
