// The one table of the admin's pages inside a shop (docs/product/admin.md): the router (app/router.tsx), the menu
// (features/layout) and every link (paths.ts) are made from it. Pure data: it imports no route module, so route
// modules and features can import links without an import cycle.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BadgePercent,
  ChartColumn,
  Globe,
  Image,
  LayoutDashboard,
  MessageSquare,
  MessageSquareText,
  Package,
  PackageCheck,
  Palette,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  Star,
  Truck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface AdminPage {
  /** The path below /admin/{shop_slug}; '' is the shop's first page. */
  path: string;
  /** The route module: `src/routes/{module}.tsx`, exporting its `Component` (and a `loader` if it has one). */
  module: string;
  /** Its entry in the menu, which lists them in this table's order; none: reached by links only. */
  menu?: { label: MessageDescriptor; icon: LucideIcon };
  /** A printable page: no admin chrome around it (routes/admin-shop.tsx). */
  bare?: boolean;
}

/** The pages in menu order (docs/product/admin.md#layout-and-menu). A new page is one entry here and its module. */
export const adminPages = {
  dashboard: { path: '', module: 'dashboard', menu: { label: msg`Dashboard`, icon: LayoutDashboard } },
  products: { path: 'products', module: 'products', menu: { label: msg`Products`, icon: Package } },
  orders: { path: 'orders', module: 'orders', menu: { label: msg`Orders`, icon: ShoppingBag } },
  customers: { path: 'customers', module: 'customers', menu: { label: msg`Customers`, icon: Users } },
  reports: { path: 'reports', module: 'reports', menu: { label: msg`Reports`, icon: ChartColumn } },
  payments: { path: 'payments', module: 'payments', menu: { label: msg`Payments`, icon: Wallet } },
  discounts: { path: 'discounts', module: 'discounts', menu: { label: msg`Discounts`, icon: BadgePercent } },
  sms: { path: 'sms', module: 'sms', menu: { label: msg`SMS`, icon: MessageSquareText } },
  messages: { path: 'messages', module: 'messages', menu: { label: msg`Messages`, icon: MessageSquare } },
  settings: { path: 'settings', module: 'settings', menu: { label: msg`Settings`, icon: Settings } },
  banner: { path: 'settings/banner', module: 'banner', menu: { label: msg`Banner and logo`, icon: Image } },
  themes: { path: 'themes', module: 'themes', menu: { label: msg`Themes`, icon: Palette } },
  ownDomain: { path: 'own-domain', module: 'own-domain', menu: { label: msg`Own domain`, icon: Globe } },
  delivery: { path: 'delivery', module: 'delivery', menu: { label: msg`Delivery`, icon: Truck } },
  couriers: { path: 'couriers', module: 'couriers', menu: { label: msg`Couriers`, icon: PackageCheck } },
  buildApp: { path: 'build-app', module: 'build-app', menu: { label: msg`Build app`, icon: Smartphone } },
  featuredProduct: {
    path: 'featured-product',
    module: 'featured-product',
    menu: { label: msg`Featured product`, icon: Star },
  },
  account: { path: 'account', module: 'account', menu: { label: msg`Account and security`, icon: ShieldCheck } },
  print: { path: 'print', module: 'print', bare: true },
} as const satisfies Record<string, AdminPage>;

export type AdminPageName = keyof typeof adminPages;

/** The pages with a menu entry, in menu order, each with its name. */
export const menuPages = Object.entries(adminPages).flatMap(([name, page]: [string, AdminPage]) =>
  page.menu ? [{ name: name as AdminPageName, path: page.path, ...page.menu }] : [],
);
