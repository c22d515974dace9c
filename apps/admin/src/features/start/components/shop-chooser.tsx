import { useLingui } from '@lingui/react/macro';
import type { Shop } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import * as styles from './start.css.ts';

export interface ShopChooserProps {
  shops: Shop[];
  /** The shop the sign-in's token is for; the others cannot be opened with it. */
  openableShopId: number | null;
  onChoose: (shop: Shop) => void;
  onBack: () => void;
}

/** An owner with several shops picks the one to manage. */
export function ShopChooser({ shops, openableShopId, onChoose, onBack }: ShopChooserProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="choose-shop-title" className={styles.form}>
      <h2 id="choose-shop-title">{t`Choose a shop`}</h2>
      <ul className={styles.shopList}>
        {shops.map((shop) => (
          <li key={shop.id} className={styles.shopItem}>
            <div>
              <p>{shop.name}</p>
              <p className={styles.muted}>{shop.slug}</p>
            </div>
            {shop.id === openableShopId ? (
              <Button variant="primary" size="sm" onClick={() => onChoose(shop)} aria-label={t`Manage ${shop.name}`}>
                {t`Manage`}
              </Button>
            ) : (
              <span
                className={styles.muted}
              >{t`This shop cannot be opened from here yet; please contact support.`}</span>
            )}
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={onBack}>
        {t`Back to sign in`}
      </Button>
    </section>
  );
}
