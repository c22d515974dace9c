// The navigation guard of docs/product/routes.md, as a pure function of the mode and the address.
import { matchRoutes, type Params, type RouteObject } from 'react-router';
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

export type NamedMatch = Readonly<{ name: RouteHandle['name']; params: Readonly<Params> }> | null;

/**
 * The last answers by mode and path. matchRoutes flattens and ranks the whole route tree on every call (5.8 % of a
 * server render's CPU, docs/performance.md), and the answer depends on nothing else; the oldest goes first.
 */
const answers = new Map<string, NamedMatch>();
const MAX_ANSWERS = 2000;

/** The name and params of the deepest named route the path matches. */
export function matchNamedRoute(mode: RoutingMode, pathname: string): NamedMatch {
  const key = `${mode} ${pathname}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  const matches = matchRoutes(bareTree(mode), pathname);
  const leaf = matches?.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const answer: NamedMatch =
    leaf && handle ? Object.freeze({ name: handle.name, params: Object.freeze({ ...leaf.params }) }) : null;
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
  return answer;
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
