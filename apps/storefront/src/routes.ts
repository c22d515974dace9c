// React Router's route config, made from the one route table (src/config/route-table.ts): each shop page twice, `shop-*`
// on the shared host (`/{slug}/...`, `/shop/{slug}`) and `custom-*` on a shop's own origin (subdomain or custom
// domain), both under the shop layout; `/` is one Home that is the market's or the shop's, by host. Route ids are the
// route names, files the entries' modules.
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes';
import { pageNodes, shopPages } from './config/route-table.ts';

function entries(custom: boolean): RouteConfigEntry[] {
  return pageNodes<RouteConfigEntry>(shopPages, custom, (page, id, place, children) =>
    // The shop's own home is `/`: the Home route.
    id === 'custom-shop-home'
      ? null
      : { id, file: `routes/${page.module}.tsx`, ...place, ...(children.length > 0 ? { children } : {}) },
  );
}

export default [
  { id: 'home', index: true, file: 'routes/home.tsx' },
  { id: 'robots', path: 'robots.txt', file: 'routes/robots-txt.ts' },
  { id: 'sitemap', path: 'sitemap.xml', file: 'routes/sitemap-xml.ts' },
  { id: 'shared-sitemap', path: ':slug/sitemap.xml', file: 'routes/sitemap-xml.ts' },
  { id: 'shared-routes', file: 'shell/shop-layout-route.tsx', children: entries(false) },
  { id: 'custom-routes', file: 'shell/shop-layout-route.tsx', children: entries(true) },
  { id: 'not-found', path: '*', file: 'routes/not-found.tsx' },
] satisfies RouteConfig;
