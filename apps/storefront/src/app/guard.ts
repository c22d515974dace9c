// The navigation guard of docs/product/routes.md, as a pure function of the mode and the address.
import { matchRoutes, type RouteObject } from 'react-router';
import type { HostMode } from '../lib/host-mode.ts';
import { buildShopHref } from '../lib/links.ts';
import {
  isCustomRouteName,
  isShopRouteName,
  routeTree,
  toRouteObject,
  type RouteHandle,
  type RoutingMode,
} from '../config/route-table.ts';

export interface GuardLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Admin and api paths belong to other apps and pass through untouched. */
const PASS_THROUGH = /^\/(?:admin|api)(?:\/|$)/u;

const bareTrees = new Map<RoutingMode, RouteObject[]>();
function bareTree(mode: RoutingMode): RouteObject[] {
  let tree = bareTrees.get(mode);
  if (!tree) {
    tree = [toRouteObject(routeTree(mode))];
    bareTrees.set(mode, tree);
  }
  return tree;
}

/** The name and params of the deepest named route the path matches. */
export function matchNamedRoute(mode: RoutingMode, pathname: string) {
  const matches = matchRoutes(bareTree(mode), pathname);
  const leaf = matches?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  return leaf && handle ? { name: handle.name, params: leaf.params } : null;
}

/**
 * Where the guard sends an address, or null to let it through:
 * - on the shop's own origin (custom domain or subdomain), a slug-based shop route goes to its
 *   custom- twin with the same params (the slug dropped) and the same query and hash; root Home is
 *   the custom shop home already (both are `/` there);
 * - on the market host, a slug-less (custom-) shop route goes to Home.
 */
export function guardRedirect(mode: HostMode, location: GuardLocation): string | null {
  if (PASS_THROUGH.test(location.pathname)) return null;
  const match = matchNamedRoute(mode.kind, location.pathname);
  if (!match) return null;
  if (mode.kind === 'own' && isShopRouteName(match.name)) {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.params)) {
      if (key !== 'slug' && value !== undefined) params[key] = value;
    }
    return buildShopHref(mode, mode.slug, match.name, params) + (location.search ?? '') + (location.hash ?? '');
  }
  if (mode.kind === 'market' && isCustomRouteName(match.name)) return '/';
  return null;
}
