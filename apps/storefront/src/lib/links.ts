// URLs of shop pages, built only from the route table (docs/architecture.md: components never concatenate URLs).
import { useCallback } from 'react';
import { generatePath, useNavigate, type NavigateOptions, type PathParam } from 'react-router';
import { useHostMode, type HostMode } from './host-mode.ts';
import { useShopSlug } from './shop.ts';
import { customTwin, routePattern, type ShopRouteName, type ShopRoutePath } from '../config/route-table.ts';

type ParamName<N extends ShopRouteName> = PathParam<ShopRoutePath<N>>;
export type RouteParams<N extends ShopRouteName> = { [K in ParamName<N>]: string | number };
export type QueryInit = Record<string, string | number | boolean | null | undefined>;

/** After the name: the route's params (required when it has some), then the query. */
export type ShopHrefArgs<N extends ShopRouteName> = [ParamName<N>] extends [never]
  ? [params?: Record<string, never> | null, query?: QueryInit]
  : [params: RouteParams<N>, query?: QueryInit];

export type ShopNavigateArgs<N extends ShopRouteName> = [ParamName<N>] extends [never]
  ? [params?: Record<string, never> | null, query?: QueryInit, options?: NavigateOptions]
  : [params: RouteParams<N>, query?: QueryInit, options?: NavigateOptions];

export type ShopHref = <N extends ShopRouteName>(name: N, ...args: ShopHrefArgs<N>) => string;
export type ShopNavigate = <N extends ShopRouteName>(name: N, ...args: ShopNavigateArgs<N>) => void;

/** `?a=1&b=x` from the defined values, or ''. */
export function queryString(query: QueryInit | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL of a shop page: `/shop/{slug}` and `/{slug}/…` on the market host, `/` and `/…` on the
 * shop's own origin (custom domain or subdomain), where the slug comes from the host.
 */
export function buildShopHref(
  mode: HostMode,
  slug: string,
  name: ShopRouteName,
  params?: Record<string, string | number> | null,
  query?: QueryInit,
): string {
  const pattern = routePattern(mode.kind === 'own' ? customTwin(name) : name);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) values[key] = String(value);
  return generatePath(pattern, { ...values, slug }) + queryString(query);
}

/** `href(name, params?, query?)` for the current shop and mode. */
export function useShopHref(): ShopHref {
  const mode = useHostMode();
  const slug = useShopSlug();
  return useCallback(
    (name: ShopRouteName, params?: Record<string, string | number> | null, query?: QueryInit) =>
      buildShopHref(mode, slug, name, params, query),
    [mode, slug],
  );
}

/** `navigate(name, params?, query?, options?)` for the current shop and mode. */
export function useShopNavigate(): ShopNavigate {
  const navigate = useNavigate();
  const mode = useHostMode();
  const slug = useShopSlug();
  return useCallback(
    (
      name: ShopRouteName,
      params?: Record<string, string | number> | null,
      query?: QueryInit,
      options?: NavigateOptions,
    ) => {
      void navigate(buildShopHref(mode, slug, name, params, query), options);
    },
    [navigate, mode, slug],
  );
}

/** The market's landing page (docs/product/storefront.md "Home"). */
export const marketHomeHref = '/';
