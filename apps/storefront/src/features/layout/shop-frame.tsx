import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import * as styles from './layout.css.ts';

export interface ShopFrameProps {
  header: ReactNode;
  footer: ReactNode;
  /** Fixed and floating parts: bottom bar, drawers, popups, chat, scroll-to-top. */
  overlays: ReactNode;
  children: ReactNode;
}

/** The storefront page: skip link, header, the page's main content, footer and the floating parts. */
export function ShopFrame({ header, footer, overlays, children }: ShopFrameProps) {
  const { t } = useLingui();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {t`Skip to content`}
      </a>
      {header}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
      {overlays}
    </div>
  );
}
