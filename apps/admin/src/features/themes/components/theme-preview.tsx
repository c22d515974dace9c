import { useLingui } from '@lingui/react/macro';
import type { Shop, Theme } from '@haat/domain/schemas';
import { formatMoney, formatNumber } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { themeClass } from '@haat/ui/theme-class';
import { cx } from '@haat/ui/class-names';
import { imageUrl } from '../../../lib/image-url.ts';
import * as styles from './theme-preview.css.ts';

/**
 * A small picture of the storefront's header and footer in one theme: the theme's class scopes
 * the UI kit's variables, so it shows that theme's real colours, type and shapes, with the shop's logo
 * and its name in the owner's language, as its storefront shows them.
 */
export function ThemePreview({ theme, shop }: { theme: Theme; shop: Shop }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const name = localizedName(shop, locale);
  const logo = imageUrl(shop.logo_url);
  const initial = Array.from(name.trim())[0] ?? 'H';
  const compact = theme === 3;
  return (
    // A picture: its texts are samples, so assistive technology skips it.
    <div className={cx(themeClass(theme), styles.frame)} data-theme-preview={theme} aria-hidden="true">
      <div className={compact ? styles.compactHeader : styles.header}>
        {logo ? (
          <img src={logo} alt="" className={compact ? styles.compactLogoImage : styles.logoImage} />
        ) : (
          <span className={compact ? styles.compactLogo : styles.logo}>{initial}</span>
        )}
        <span className={styles.names}>
          <span className={styles.shopName}>{name}</span>
          {!compact && shop.address && <span className={styles.address}>{shop.address}</span>}
        </span>
        {theme === 2 && shop.public_number && <span className={styles.call}>{t`Call ${shop.public_number}`}</span>}
        <span className={styles.cart}>
          {theme === 2 ? `🛒 ${formatMoney(1250, locale)}` : `🛒 ${formatNumber(2, locale)}`}
        </span>
      </div>
      <div className={styles.body}>
        <span className={styles.tile} />
        <span className={styles.tile} />
        <span className={styles.tile} />
      </div>
      <div className={theme === 3 ? styles.darkFooter : styles.footer}>
        {shop.address && <span>{shop.address}</span>}
        <span className={styles.footerRow}>
          <span>{t`About us`}</span>
          <span>{t`Track order`}</span>
          <span>{t`Privacy`}</span>
        </span>
        <span>{t`Powered by Haat`}</span>
      </div>
    </div>
  );
}
