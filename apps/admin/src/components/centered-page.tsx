import type { ReactNode } from 'react';
import * as styles from './centered-page.css.ts';

export interface CenteredPageProps {
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}

/** A page with one card in the middle (unauthorized). */
export function CenteredPage({ icon, title, children }: CenteredPageProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <h1 className={styles.title}>{title}</h1>
        {children}
      </section>
    </main>
  );
}
