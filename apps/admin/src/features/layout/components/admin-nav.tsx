import { NavLink } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { menuPages } from '../../../lib/pages.ts';
import { paths } from '../../../lib/paths.ts';
import * as styles from './admin-layout.css.ts';

export interface AdminNavProps {
  slug: string;
  /** After a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** A page with pages below it (the dashboard, the settings) is current only on itself. */
const hasPagesBelow = (path: string) => path === '' || menuPages.some((other) => other.path.startsWith(`${path}/`));

export function AdminNav({ slug, onNavigate }: AdminNavProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Admin menu`}>
      <ul className={styles.navList}>
        {menuPages.map(({ name, path, label, icon: Icon }) => (
          <li key={name}>
            <NavLink
              to={paths.section(slug, name)}
              end={hasPagesBelow(path)}
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
