import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink, Languages, LogOut, Menu, Store } from 'lucide-react';
import * as adminEndpoints from '@haat/api-contract/admin';
import type { Shop } from '@haat/domain/schemas';
import { LOCALE_NAMES, localizedName, otherLocale } from '@haat/i18n/locale';
import { useLocale } from '@haat/i18n/react';
import { Button, ButtonLink, IconButton } from '@haat/ui/button';
import { Drawer } from '@haat/ui/drawer';
import { env } from '../../../env.ts';
import { adminApi } from '../../../lib/api.ts';
import { leaveAdmin } from '../../../lib/enter-admin.ts';
import { paths, storefrontShopUrl } from '../../../lib/paths.ts';
import { AdminNav } from './admin-nav.tsx';
import * as styles from './admin-layout.css.ts';

export interface AdminLayoutProps {
  shop: Shop;
  children: ReactNode;
}

/** Sidebar on desktop, a drawer on phones; a header with the shop, its storefront and the language. */
export function AdminLayout({ shop, children }: AdminLayoutProps) {
  const { t } = useLingui();
  const { locale, toggle } = useLocale();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const other = otherLocale(locale);
  const shopName = localizedName(shop, locale);

  // The session ends on the server first, so the token is worthless even if it was copied.
  const signOut = async () => {
    await adminApi.call(adminEndpoints.logout).catch(() => undefined);
    leaveAdmin();
    void navigate(paths.start(), { replace: true });
  };

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t`Skip to content`}
      </a>
      <aside className={styles.sidebar} aria-label={t`Sidebar`}>
        <div className={styles.brand}>
          <Store size={22} aria-hidden="true" />
          <span>{t`Haat Admin`}</span>
        </div>
        <AdminNav slug={shop.slug} />
      </aside>
      <div className={styles.column}>
        <header className={styles.topbar}>
          <IconButton aria-label={t`Open menu`} className={styles.menuButton} onClick={() => setMenuOpen(true)}>
            <Menu size={22} />
          </IconButton>
          <p className={styles.shopName} data-testid="shop-name">
            {shopName}
          </p>
          <div className={styles.topActions}>
            <ButtonLink
              href={storefrontShopUrl(env.storefrontUrl, shop.slug)}
              target="_blank"
              rel="noopener"
              aria-label={t`View shop`}
              variant="ghost"
              size="sm"
              startIcon={<ExternalLink size={16} />}
            >
              <span className={styles.hideOnPhone}>{t`View shop`}</span>
            </ButtonLink>
            <Button
              variant="ghost"
              size="sm"
              startIcon={<Languages size={16} />}
              onClick={toggle}
              lang={other}
              aria-label={t`Switch language to ${LOCALE_NAMES[other]}`}
            >
              {LOCALE_NAMES[other]}
            </Button>
            <IconButton aria-label={t`Sign out`} size="sm" onClick={() => void signOut()}>
              <LogOut size={18} />
            </IconButton>
          </div>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <Drawer open={menuOpen} onOpenChange={setMenuOpen} side="left" width={280} title={shopName}>
        <AdminNav slug={shop.slug} onNavigate={() => setMenuOpen(false)} />
      </Drawer>
    </div>
  );
}
