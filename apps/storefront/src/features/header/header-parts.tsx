import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LayoutDashboard, Menu, Phone, Search, ShoppingBag, UserRound } from 'lucide-react';
import { cartBadgeText } from '@haat/domain/cart';
import { telLink } from '@haat/domain/chat';
import { formatMoney, localizeDigits } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { VisuallyHidden } from '@haat/ui/visually-hidden';
import { cx } from '@haat/ui/class-names';
import { useShopHref } from '../../lib/links.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { useShop } from '../../lib/shop.ts';
import { useCartLabel } from '../../entities/cart/use-cart-label.ts';
import { useAuthStore } from '../../entities/customer/auth.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import { useShopUiStore } from '../../entities/shop/shop-ui.ts';
import * as styles from './header.css.ts';

export type HeaderTheme = 1 | 2 | 3;

function useLocale() {
  const { i18n } = useLingui();
  return toLocale(i18n.locale);
}

/** Logo (or the name's first letter), the shop's name and, unless compact, its address. */
export function ShopIdentity({ theme, showAddress = true }: { theme: HeaderTheme; showAddress?: boolean }) {
  const shop = useShop();
  const href = useShopHref();
  const locale = useLocale();
  const name = localizedName(shop, locale);
  const logo = imageUrl(shop.logo_url);
  const size = theme === 3 ? 32 : 44;
  return (
    <Link to={href('shop-home')} className={styles.identity}>
      {logo ? (
        // Small and never the largest picture: it loads after the banner and the featured product.
        <img
          src={logo}
          alt=""
          width={size}
          height={size}
          className={styles.logo}
          decoding="async"
          fetchPriority="low"
        />
      ) : (
        <span aria-hidden="true" className={styles.avatar} style={{ width: size, height: size, fontSize: size / 2.2 }}>
          {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <span className={styles.identityText}>
        <span className={cx(styles.shopName, styles.shopNameSize[theme])}>{name}</span>
        {showAddress && shop.address && <span className={styles.shopAddress}>{shop.address}</span>}
      </span>
    </Link>
  );
}

/** Opens the search overlay; on wide screens it looks like a search field. */
export function SearchTrigger({ variant, onColour = false }: { variant: 'field' | 'icon'; onColour?: boolean }) {
  const { t } = useLingui();
  const open = useShopUiStore((state) => state.setSearchOpen);
  if (variant === 'field') {
    return (
      <button
        type="button"
        className={cx(styles.searchField, onColour && styles.searchFieldOnColour)}
        onClick={() => open(true)}
        aria-haspopup="dialog"
      >
        <Search size={18} aria-hidden="true" />
        <span>{t`Search products`}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.iconAction}
      onClick={() => open(true)}
      aria-label={t`Search products`}
      aria-haspopup="dialog"
    >
      <Search size={22} aria-hidden="true" />
    </button>
  );
}

/** Opens the category drawer. */
export function CategoriesButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const open = useShopUiStore((state) => state.setCategoryDrawerOpen);
  return (
    <button
      type="button"
      className={cx(styles.iconAction, className)}
      onClick={() => open(true)}
      aria-label={t`Categories`}
      aria-haspopup="dialog"
    >
      <Menu size={22} aria-hidden="true" />
    </button>
  );
}

/** Dashboard when logged in, otherwise Login (docs/product/storefront.md). */
export function AccountLink({ className }: { className?: string }) {
  const { t } = useLingui();
  const href = useShopHref();
  const loggedIn = useAuthStore((state) => state.isAuthenticated);
  const label = loggedIn ? t`Dashboard` : t`Login`;
  return (
    <Link
      to={href(loggedIn ? 'shop-dashboard' : 'shop-login')}
      className={cx(styles.iconAction, className)}
      aria-label={label}
    >
      {loggedIn ? <LayoutDashboard size={22} aria-hidden="true" /> : <UserRound size={22} aria-hidden="true" />}
      <span className={styles.actionLabel} aria-hidden="true">
        {label}
      </span>
    </Link>
  );
}

/** The cart with its item count; opens the cart drawer. */
export function CartButton() {
  const open = useCartStore((state) => state.setDrawerOpen);
  const { label, badge } = useCartLabel();
  return (
    <button
      type="button"
      className={styles.iconAction}
      onClick={() => open(true)}
      aria-label={label}
      aria-haspopup="dialog"
    >
      <ShoppingBag size={22} aria-hidden="true" />
      {badge && (
        <span className={styles.badge} aria-hidden="true" data-testid="header-cart-count">
          {badge}
        </span>
      )}
    </button>
  );
}

/** Theme 2: the cart as a pill with the count and the cart total. */
export function CartTotalButton() {
  const open = useCartStore((state) => state.setDrawerOpen);
  const total = useCartStore((state) => state.total);
  const count = useCartStore((state) => state.totalItems);
  const locale = useLocale();
  const { label } = useCartLabel();
  const money = formatMoney(total, locale);
  return (
    <button type="button" className={styles.cartTotal} onClick={() => open(true)} aria-haspopup="dialog">
      <ShoppingBag size={20} aria-hidden="true" />
      <span aria-hidden="true" data-testid="header-cart-total">
        {money}
      </span>
      <VisuallyHidden>{`${label}, ${money}`}</VisuallyHidden>
      <span aria-hidden="true" className={styles.cartTotalCount}>
        {localizeDigits(cartBadgeText(count), locale)}
      </span>
    </button>
  );
}

/** Theme 2: a call link with the shop's public number. */
export function CallLink() {
  const { t } = useLingui();
  const shop = useShop();
  const locale = useLocale();
  if (!shop.public_number) return null;
  const number = localizeDigits(shop.public_number, locale);
  return (
    <a href={telLink(shop.public_number)} className={styles.callLink}>
      <Phone size={16} aria-hidden="true" />
      <span>{t`Call ${number}`}</span>
    </a>
  );
}
