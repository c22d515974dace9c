// React Router's route config, made from the one route table (src/config/route-table.ts): each shop page twice, `shop-*`
// on the shared host (`/{slug}/...`, `/shop/{slug}`) and `custom-*` on a shop's own origin (subdomain or custom
// domain), both under the shop layout; `/` is one Home that is the market's or the shop's, by host. Route ids are the
// route names.
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import {
  customTwin,
  routePattern,
  shopRouteTree,
  type CustomRouteName,
  type ShopRouteName,
} from '../src/config/route-table.ts';

type Entry = (typeof shopRouteTree)[number];

function entries(list: readonly Entry[], custom: boolean, parentPath: string | null): RouteConfigEntry[] {
  return list.flatMap((entry): RouteConfigEntry[] => {
    const id: ShopRouteName | CustomRouteName = custom ? customTwin(entry.name) : entry.name;
    // The shop's own home is `/`: the Home route.
    if (id === 'custom-shop-home') return [];
    const fullPath = routePattern(id).slice(1);
    const path = parentPath === null ? fullPath : fullPath.slice(parentPath.length + 1);
    const file = entry.name === 'shop-my-cart' ? 'routes/my-cart.tsx' : `routes/${entry.module}.tsx`;
    const route: RouteConfigEntry = { id, file };
    if (entry.index || path === '') route.index = true;
    else route.path = path;
    if (entry.children) route.children = entries(entry.children, custom, fullPath);
    return [route];
  });
}

export default [
  { id: 'home', index: true, file: 'routes/home.tsx' },
  { id: 'robots', path: 'robots.txt', file: 'routes/robots-txt.ts' },
  { id: 'sitemap', path: 'sitemap.xml', file: 'routes/sitemap-xml.ts' },
  { id: 'shared-sitemap', path: ':slug/sitemap.xml', file: 'routes/sitemap-xml.ts' },
  { id: 'shared-routes', file: 'routes/shop-layout.tsx', children: entries(shopRouteTree, false, null) },
  { id: 'custom-routes', file: 'routes/shop-layout.tsx', children: entries(shopRouteTree, true, null) },
  { id: 'not-found', path: '*', file: 'routes/not-found.tsx' },
] satisfies RouteConfig;
