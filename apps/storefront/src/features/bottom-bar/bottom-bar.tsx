import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { House, LayoutGrid, ShoppingBag, UserRound } from 'lucide-react';
import { useShopHref } from '../../lib/links.ts';
import { useCartLabel } from '../../entities/cart/use-cart-label.ts';
import { useAuthStore } from '../../entities/customer/auth.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import * as styles from './bottom-bar.css.ts';

/** docs/product/storefront.md mobile bottom bar: Home, Categories, Cart (9+ above 9), Profile. */
export function BottomBar() {
  const { t } = useLingui();
  const href = useShopHref();
  const openCart = useCartStore((state) => state.setDrawerOpen);
  const openCategories = useShopUiStore((state) => state.setCategoryDrawerOpen);
  const loggedIn = useAuthStore((state) => state.isAuthenticated);
  const { label, badge } = useCartLabel();

  return (
    <nav className={styles.bar} aria-label={t`Shortcuts`} data-testid="bottom-bar">
      <NavLink to={href('shop-home')} end className={styles.item}>
        <House size={22} aria-hidden="true" />
        {t`Home`}
      </NavLink>
      <button type="button" className={styles.item} onClick={() => openCategories(true)} aria-haspopup="dialog">
        <LayoutGrid size={22} aria-hidden="true" />
        {t`Categories`}
      </button>
      <button
        type="button"
        className={styles.item}
        onClick={() => openCart(true)}
        aria-haspopup="dialog"
        aria-label={label}
      >
        <span className={styles.iconHolder}>
          <ShoppingBag size={22} aria-hidden="true" />
          {badge && (
            <span className={styles.badge} aria-hidden="true" data-testid="bottom-bar-cart-badge">
              {badge}
            </span>
          )}
        </span>
        <span aria-hidden="true">{t`Cart`}</span>
      </button>
      <NavLink to={href(loggedIn ? 'shop-dashboard' : 'shop-login')} className={styles.item}>
        <UserRound size={22} aria-hidden="true" />
        {t`Profile`}
      </NavLink>
    </nav>
  );
}
