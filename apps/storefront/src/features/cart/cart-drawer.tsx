import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@haat/ui/button';
import { Drawer } from '@haat/ui/drawer';
import { OrderTotals } from '@haat/ui/order-totals';
import { useShopHref } from '../../lib/links.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import { CartLine } from './cart-line.tsx';
import * as styles from './cart-drawer.css.ts';

/** docs/product/storefront.md right cart drawer, 350px: lines, subtotal, order on cash on delivery, view cart. */
export default function CartDrawer() {
  const { t } = useLingui();
  const href = useShopHref();
  const navigate = useNavigate();
  const open = useCartStore((state) => state.isDrawerOpen);
  const setOpen = useCartStore((state) => state.setDrawerOpen);
  const items = useCartStore((state) => state.items);
  const total = useCartStore((state) => state.total);

  const footer =
    items.length > 0 ? (
      <div className={styles.summary}>
        <OrderTotals subtotal={total} testIds={{ amount: 'cart-drawer-subtotal' }} />
        <Button
          variant="primary"
          fullWidth
          onClick={() => {
            setOpen(false);
            void navigate(href('shop-checkout'));
          }}
        >
          {t`Order on cash on delivery`}
        </Button>
        <Link to={href('shop-cart')} className={styles.viewCart} onClick={() => setOpen(false)}>
          {t`View cart`}
        </Link>
      </div>
    ) : undefined;

  return (
    <Drawer open={open} onOpenChange={setOpen} side="right" width={350} title={t`Your cart`} footer={footer}>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <ShoppingBag size={48} strokeWidth={1.25} aria-hidden="true" />
          <p>{t`Your cart is empty.`}</p>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t`Continue shopping`}
          </Button>
        </div>
      ) : (
        <ul role="list" className={styles.list}>
          {items.map((item) => (
            <CartLine key={item.id} item={item} size="compact" />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
