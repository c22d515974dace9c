import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Link, useNavigate } from 'react-router';
import { formatMoney, localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button, buttonClass } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { useShopHref } from '../../lib/links.ts';
import { cx } from '@haat/ui/class-names';
import { imageUrl } from '../../lib/image-url.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import * as styles from './cart-popup.css.ts';
import { cartLineName } from '../../entities/cart/line-name.ts';

/** docs/product/storefront.md cart confirmation popup: the last added item, view cart, buy now, continue shopping. */
export default function CartPopup() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const href = useShopHref();
  const navigate = useNavigate();
  const open = useCartStore((state) => state.isConfirmationOpen);
  const setOpen = useCartStore((state) => state.setConfirmationOpen);
  const item = useCartStore((state) => state.lastAddedItem);
  const totalItems = useCartStore((state) => state.totalItems);
  const total = useCartStore((state) => state.total);

  const name = item ? cartLineName(item, locale) : '';
  const picture = item ? imageUrl(item.product.thumbnail_url ?? item.product.image_url) : null;
  const quantity = localizeDigits(String(item?.quantity ?? 0), locale);
  const count = localizeDigits(String(totalItems), locale);

  return (
    <Dialog
      open={open && item !== null}
      onOpenChange={setOpen}
      title={t`Added to cart`}
      description={t`Your cart now has ${plural(totalItems, { one: `${count} item`, other: `${count} items` })}, ${formatMoney(total, locale)} in all.`}
    >
      {item && (
        <div className={styles.item}>
          {picture ? (
            <img src={picture} alt="" width={72} height={72} className={styles.thumb} />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <div className={styles.itemText}>
            <span className={styles.name}>{name}</span>
            <span className={styles.meta}>{t`Quantity: ${quantity}`}</span>
            <span>{formatMoney(item.price, locale)}</span>
          </div>
        </div>
      )}
      <div className={styles.actions}>
        <Link to={href('shop-cart')} className={buttonClass({ variant: 'secondary' })} onClick={() => setOpen(false)}>
          {t`View cart`}
        </Link>
        <Button
          variant="primary"
          onClick={() => {
            setOpen(false);
            void navigate(href('shop-checkout'));
          }}
        >
          {t`Buy now`}
        </Button>
        <Button variant="ghost" className={cx(styles.wide)} onClick={() => setOpen(false)}>
          {t`Continue shopping`}
        </Button>
      </div>
    </Dialog>
  );
}
