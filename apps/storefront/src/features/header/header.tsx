import { storefrontTheme } from '@haat/ui/theme-class';
import { cx } from '@haat/ui/class-names';
import { useShop } from '../../lib/shop.ts';
import {
  AccountLink,
  CallLink,
  CartButton,
  CartTotalButton,
  CategoriesButton,
  SearchTrigger,
  ShopIdentity,
} from './header-parts.tsx';
import * as styles from './header.css.ts';

/** Theme 1 "bazaar": identity with address, a wide search field, account and cart. */
function HeaderTheme1() {
  return (
    <header className={styles.header[1]} data-header-theme="1">
      <div className={cx(styles.inner, styles.rowHeight[1])}>
        <CategoriesButton className={styles.onlyDesktop} />
        <ShopIdentity theme={1} />
        <span className={styles.spacer} />
        <SearchTrigger variant="field" />
        <div className={styles.actions}>
          <span className={styles.onlyMobile}>
            <SearchTrigger variant="icon" />
          </span>
          <AccountLink />
          <CartButton />
        </div>
      </div>
    </header>
  );
}

/** Theme 2 "bold": a strip with the call link and address over a full-colour bar with the cart total. */
function HeaderTheme2() {
  const shop = useShop();
  return (
    <header className={styles.header[2]} data-header-theme="2">
      <div className={styles.topStrip}>
        <div className={cx(styles.inner, styles.topStripInner)}>
          <CallLink />
          {shop.address && <span className={styles.stripAddress}>{shop.address}</span>}
        </div>
      </div>
      <div className={cx(styles.inner, styles.rowHeight[2])}>
        <CategoriesButton className={styles.onlyDesktop} />
        <ShopIdentity theme={2} showAddress={false} />
        <span className={styles.spacer} />
        <SearchTrigger variant="field" onColour />
        <div className={styles.actions}>
          <span className={styles.onlyMobile}>
            <SearchTrigger variant="icon" />
          </span>
          {/* On phones the bottom bar's Profile does this; the cart total needs the room. */}
          <AccountLink className={styles.onlyDesktop} />
          <CartTotalButton />
        </div>
      </div>
    </header>
  );
}

/** Theme 3 "minimal": one compact row of icons around the name (categories from the bottom bar on phones). */
function HeaderTheme3() {
  return (
    <header className={styles.header[3]} data-header-theme="3">
      <div className={cx(styles.inner, styles.rowHeight[3])}>
        {/* On phones the bottom bar's Categories does this (as in themes 1 and 2): one menu icon, not two in the dashboard. */}
        <CategoriesButton className={styles.onlyDesktop} />
        <ShopIdentity theme={3} showAddress={false} />
        <span className={styles.spacer} />
        <div className={styles.actions}>
          <SearchTrigger variant="icon" />
          <AccountLink />
          <CartButton />
        </div>
      </div>
    </header>
  );
}

/** The shop's header in its theme (docs/product/storefront.md "Header"). */
export function Header() {
  const theme = storefrontTheme(useShop().theme);
  if (theme === 2) return <HeaderTheme2 />;
  if (theme === 3) return <HeaderTheme3 />;
  return <HeaderTheme1 />;
}
