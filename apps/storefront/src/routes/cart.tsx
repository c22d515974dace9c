import { Trans } from '@lingui/react/macro';
import { CartPage } from '../features/cart/cart-page.tsx';
import * as styles from './page.css.ts';

/** The cart page (`/{slug}/cart`; the dashboard's My Cart comes here too). */
export function Component() {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>
        <Trans>Shopping cart</Trans>
      </h1>
      <CartPage />
    </div>
  );
}
