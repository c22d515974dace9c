import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CartPage } from '../features/cart/cart-page.tsx';
import * as styles from '../lib/page.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Shopping cart` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** The cart page (`/{slug}/cart`; the dashboard's My Cart comes here too). */
export default function Cart() {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>
        <Trans>Shopping cart</Trans>
      </h1>
      <CartPage />
    </div>
  );
}
