import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
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
  type LucideIcon,
} from 'lucide-react';
import type { AdminSection } from '../../../lib/paths.ts';

export interface NavItem {
  section: AdminSection;
  label: MessageDescriptor;
  icon: LucideIcon;
}

/** The admin's menu, in the order of docs/product/admin.md#layout-and-menu. */
export const navItems: NavItem[] = [
  { section: 'dashboard', label: msg`Dashboard`, icon: LayoutDashboard },
  { section: 'products', label: msg`Products`, icon: Package },
  { section: 'orders', label: msg`Orders`, icon: ShoppingBag },
  { section: 'sms', label: msg`SMS`, icon: MessageSquareText },
  { section: 'messages', label: msg`Messages`, icon: MessageSquare },
  { section: 'settings', label: msg`Settings`, icon: Settings },
  { section: 'banner', label: msg`Banner and logo`, icon: Image },
  { section: 'themes', label: msg`Themes`, icon: Palette },
  { section: 'ownDomain', label: msg`Own domain`, icon: Globe },
  { section: 'delivery', label: msg`Delivery`, icon: Truck },
  { section: 'couriers', label: msg`Couriers`, icon: PackageCheck },
  { section: 'buildApp', label: msg`Build app`, icon: Smartphone },
  { section: 'featuredProduct', label: msg`Featured product`, icon: Star },
  { section: 'account', label: msg`Account and security`, icon: ShieldCheck },
];
