import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ArrowRight, ShoppingCart } from 'lucide-react';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button, buttonClass } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { OrderTotals } from '@haat/ui/order-totals';
import { useShopHref } from '../../lib/links.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import { CartLine } from './cart-line.tsx';
import * as styles from './cart-page.css.ts';

/** The cart as a page: its lines, the subtotal and the way to checkout. */
export function CartPage() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const items = useCartStore((state) => state.items);
  const total = useCartStore((state) => state.total);
  const totalItems = useCartStore((state) => state.totalItems);
  const clear = useCartStore((state) => state.clear);
  const [confirmClear, setConfirmClear] = useState(false);

  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <ShoppingCart size={48} strokeWidth={1.5} className={styles.emptyIcon} aria-hidden="true" />
        <h2>
          <Trans>Your cart is empty</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>Browse the shop and add what you like.</Trans>
        </p>
        <Link to={href('shop-home')} className={buttonClass({ variant: 'primary' })}>
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    );
  }

  const count = formatNumber(totalItems, locale);
  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-items-title">
        <h2 id="cart-items-title" className={styles.muted}>
          {t`${plural(totalItems, { one: `${count} item in your cart`, other: `${count} items in your cart` })}`}
        </h2>
        <ul className={styles.list}>
          {items.map((item) => (
            <CartLine key={item.id} item={item} size="full" />
          ))}
        </ul>
        <Button variant="link" size="sm" onClick={() => setConfirmClear(true)}>
          <Trans>Clear cart</Trans>
        </Button>
      </section>
      <aside className={styles.summary} aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title">
          <Trans>Order summary</Trans>
        </h2>
        <div className={styles.summaryRow}>
          <span>
            <Trans>Items</Trans>
          </span>
          <span>{count}</span>
        </div>
        <OrderTotals subtotal={total} />
        <p className={styles.muted}>
          <Trans>Delivery charge is added at checkout.</Trans>
        </p>
        <Link to={href('shop-checkout')} className={buttonClass({ variant: 'primary', size: 'lg', fullWidth: true })}>
          <Trans>Order on cash on delivery</Trans>
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
        <Link to={href('shop-home')} className={buttonClass({ variant: 'secondary', fullWidth: true })}>
          <Trans>Continue shopping</Trans>
        </Link>
      </aside>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t`Clear the cart?`}
        description={t`Every item will be removed from your cart.`}
        confirmLabel={t`Clear cart`}
        onConfirm={() => clear()}
      />
    </div>
  );
}
