import { generatePath } from 'react-router';
import { adminPages, type AdminPageName } from './pages.ts';

/** What the print view prints: an A4 invoice or an A6 (100×148 mm) shipping label per order. */
export const printKinds = ['invoice', 'label'] as const;
export type PrintKind = (typeof printKinds)[number];

/** Route patterns; the router and every link use these, never hand-built strings (docs/architecture.md). */
export const routePatterns = {
  home: '/',
  start: '/admin/start',
  unauthorized: '/admin/unauthorized',
  shop: '/admin/:shop_slug',
} as const;

export const paths = {
  start: () => routePatterns.start,
  unauthorized: () => routePatterns.unauthorized,
  /** A page of a shop's admin (pages.ts), its dashboard when none is named. */
  section: (slug: string, page: AdminPageName = 'dashboard') => {
    const base = generatePath(routePatterns.shop, { shop_slug: slug });
    const child = adminPages[page].path;
    return child ? `${base}/${child}` : base;
  },
  /** An order's details over the orders page. */
  order: (slug: string, orderId: number) =>
    `${paths.section(slug, 'orders')}?${new URLSearchParams({ order: String(orderId) }).toString()}`,
  /** The products page searching for a name, SKU or barcode. */
  productSearch: (slug: string, query: string) =>
    `${paths.section(slug, 'products')}?${new URLSearchParams({ q: query }).toString()}`,
  /** The customers page showing the customers the owner gave a tag. */
  customersTagged: (slug: string, tag: string) =>
    `${paths.section(slug, 'customers')}?${new URLSearchParams({ tag }).toString()}`,
  /** A customer's page (by mobile number) in the customers page. */
  customer: (slug: string, mobile: string) =>
    `${paths.section(slug, 'customers')}?${new URLSearchParams({ mobile }).toString()}`,
  /** A registered customer's chat in the messages page. */
  messageThread: (slug: string, customerId: number) =>
    `${paths.section(slug, 'messages')}?${new URLSearchParams({ customer: String(customerId) }).toString()}`,
  /** Printable invoices (A4) or shipping labels (A6) of the given orders, one page each. */
  print: (slug: string, kind: PrintKind, orderIds: readonly number[]) =>
    `${generatePath(routePatterns.shop, { shop_slug: slug })}/${adminPages.print.path}?${new URLSearchParams({ kind, orders: orderIds.join(',') }).toString()}`,
  /** The web host's hand-over to the admin (docs/product/README.md): the token and language in the query. */
  open: (slug: string, query: { token: string; lang: string; env: 'app' | 'web' }) =>
    `${generatePath(routePatterns.shop, { shop_slug: slug })}?${new URLSearchParams(query).toString()}`,
};

/** The shop's public home on the storefront. */
export function storefrontShopUrl(storefrontUrl: string, slug: string): string {
  return `${storefrontUrl}/shop/${encodeURIComponent(slug)}`;
}
