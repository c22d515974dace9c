import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { IconButton } from '@haat/ui/button';
import { Drawer } from '@haat/ui/drawer';
import { useLogout } from '../../../entities/customer/use-logout.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { DashboardMenu } from './dashboard-menu.tsx';
import * as styles from './dashboard.css.ts';

/** docs/product/rules.md#other-limits: the dashboard drawer is 280px wide (it slides in over the kit's 300 ms). */
export const DASHBOARD_DRAWER_WIDTH = 280;

function Profile() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  const initial = Array.from(user.name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <div className={styles.profile}>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <div>
        <div className={styles.profileName}>{user.name}</div>
        <div className={styles.muted}>{localizeDigits(user.mobile, locale)}</div>
      </div>
    </div>
  );
}

/**
 * The customer dashboard's frame: a sidebar on desktop; on phones a header with the title
 * Dashboard and a menu button opening the same menu in a left drawer, which closes on the overlay,
 * on Escape and after navigating.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useLogout();
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  const doLogout = async () => {
    setLoggingOut(true);
    setMenuOpen(false);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.mobileHeader}>
        <IconButton
          aria-label={t`Open dashboard menu`}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <Menu size={22} />
        </IconButton>
        <span className={styles.mobileTitle}>
          <Trans>Dashboard</Trans>
        </span>
      </div>
      <aside className={styles.sidebar} aria-label={t`Dashboard`}>
        <Profile />
        <DashboardMenu onLogout={() => void doLogout()} loggingOut={loggingOut} />
      </aside>
      <Drawer
        open={menuOpen}
        onOpenChange={setMenuOpen}
        side="left"
        width={DASHBOARD_DRAWER_WIDTH}
        title={t`Dashboard`}
      >
        <Profile />
        <DashboardMenu onNavigate={() => setMenuOpen(false)} onLogout={() => void doLogout()} loggingOut={loggingOut} />
      </Drawer>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
