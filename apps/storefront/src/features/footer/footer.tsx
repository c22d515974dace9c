import { useLingui } from '@lingui/react/macro';
import { shopUrl } from '@haat/domain/hosts';
import { localizeDigits } from '@haat/i18n/format';
import { localizedName, toLocale } from '@haat/i18n/locale';
import { storefrontTheme } from '@haat/ui/theme-class';
import { env } from '../../env.ts';
import { cx } from '@haat/ui/class-names';
import { useShop } from '../../lib/shop.ts';
import { LanguageToggle } from '../../lib/language-toggle.tsx';
import { ContactDetails, PolicyLinks, PoweredBy, ShareLinks, SocialLinks } from './footer-parts.tsx';
import { ShopQrCode } from './shop-qr-code.tsx';
import * as styles from './footer.css.ts';

export interface FooterProps {
  /** docs/product/storefront.md: the footer is hidden on phones during checkout. */
  hideOnMobile?: boolean;
}

/** The shop's footer in its theme (docs/product/storefront.md "Footer, three variants"). */
export function Footer({ hideOnMobile = false }: FooterProps) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const theme = storefrontTheme(shop.theme);
  const locale = toLocale(i18n.locale);
  const name = localizedName(shop, locale);
  const url = shopUrl(shop, { suffix: env.marketHostSuffix, protocol: window.location.protocol });
  const year = localizeDigits(String(new Date().getFullYear()), locale);
  const className = cx(styles.footer[theme], hideOnMobile && styles.hiddenOnMobile);

  if (theme === 3) {
    return (
      <footer className={className} data-footer-theme="3">
        <div className={cx(styles.inner, styles.columns[3])}>
          <p className={styles.brandName}>{name}</p>
          <ContactDetails />
          <PolicyLinks inline />
          <SocialLinks />
          <ShareLinks url={url} title={name} />
          <ShopQrCode url={url} />
        </div>
        <div className={cx(styles.inner, styles.bottom, styles.bottomCentred)}>
          <LanguageToggle />
          <PoweredBy />
        </div>
      </footer>
    );
  }

  return (
    <footer className={className} data-footer-theme={theme}>
      <div className={cx(styles.inner, styles.columns[theme])}>
        <section aria-label={name}>
          <p className={styles.brandName}>{name}</p>
          <ContactDetails />
        </section>
        <section>
          <h2 className={styles.heading}>{t`Information`}</h2>
          <PolicyLinks />
        </section>
        <section>
          <h2 className={styles.heading}>{t`Follow and share`}</h2>
          <SocialLinks />
          <h2 className={cx(styles.heading, styles.subHeading)}>{t`Share`}</h2>
          <ShareLinks url={url} title={name} />
        </section>
        <section>
          <h2 className={styles.heading}>{t`Scan to visit`}</h2>
          <ShopQrCode url={url} />
        </section>
      </div>
      <div className={cx(styles.inner, styles.bottom)}>
        <p>{t`© ${year} ${name}`}</p>
        <LanguageToggle />
        <PoweredBy />
      </div>
    </footer>
  );
}
