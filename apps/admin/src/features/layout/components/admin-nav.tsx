import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { paths } from '../../../lib/paths.ts';
import * as styles from './admin-layout.css.ts';
import { navItems } from './nav-items.ts';

export interface AdminNavProps {
  slug: string;
  /** After a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

export function AdminNav({ slug, onNavigate }: AdminNavProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Admin menu`}>
      <ul className={styles.navList}>
        {navItems.map(({ section, label, icon: Icon }) => (
          <li key={section}>
            <NavLink
              to={paths.section(slug, section)}
              end={section === 'dashboard' || section === 'settings'}
              className={styles.navLink}
              onClick={onNavigate}
            >
              <Icon size={18} aria-hidden="true" />
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
