import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  Bell,
  Heart,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MapPin,
  MessageCircle,
  Package,
  ShoppingCart,
  Star,
  UserRound,
} from 'lucide-react';
import { useShopHref } from '../../../lib/links.ts';
import type { ShopRouteName } from '../../../config/route-table.ts';
import * as styles from './dashboard.css.ts';

interface MenuEntry {
  route: ShopRouteName;
  label: string;
  icon: ReactNode;
}

/** docs/product/storefront.md's menu in its order, with My Reviews and Notifications before Password Reset; Logout last. */
export function useDashboardMenu(): MenuEntry[] {
  const { t } = useLingui();
  const size = 20;
  return [
    { route: 'shop-dashboard-home', label: t`Dashboard`, icon: <LayoutDashboard size={size} /> },
    { route: 'shop-account-details', label: t`Account Details`, icon: <UserRound size={size} /> },
    { route: 'shop-my-cart', label: t`My Cart`, icon: <ShoppingCart size={size} /> },
    { route: 'shop-user-chat', label: t`Chat`, icon: <MessageCircle size={size} /> },
    { route: 'shop-my-order', label: t`My Orders`, icon: <Package size={size} /> },
    { route: 'shop-my-wishlist', label: t`My Wishlist`, icon: <Heart size={size} /> },
    { route: 'shop-my-addresses', label: t`My Addresses`, icon: <MapPin size={size} /> },
    { route: 'shop-my-reviews', label: t`My Reviews`, icon: <Star size={size} /> },
    { route: 'shop-notifications', label: t`Notifications`, icon: <Bell size={size} /> },
    { route: 'shop-password-reset', label: t`Password Reset`, icon: <KeyRound size={size} /> },
  ];
}

export interface DashboardMenuProps {
  /** After choosing an entry (the mobile drawer closes). */
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

export function DashboardMenu({ onNavigate, onLogout, loggingOut = false }: DashboardMenuProps) {
  const { t } = useLingui();
  const href = useShopHref();
  const entries = useDashboardMenu();
  return (
    <nav aria-label={t`Dashboard menu`}>
      <ul className={styles.menu}>
        {entries.map((entry) => (
          <li key={entry.route}>
            <NavLink
              to={href(entry.route)}
              end={entry.route === 'shop-dashboard-home'}
              className={styles.menuItem}
              onClick={onNavigate}
            >
              <span aria-hidden="true">{entry.icon}</span>
              {entry.label}
            </NavLink>
          </li>
        ))}
        <li aria-hidden="true" className={styles.separator} />
        <li>
          <button
            type="button"
            className={`${styles.menuItem} ${styles.logout}`}
            onClick={onLogout}
            disabled={loggingOut}
            aria-busy={loggingOut || undefined}
          >
            <LogOut size={20} aria-hidden="true" />
            {t`Logout`}
          </button>
        </li>
      </ul>
    </nav>
  );
}
