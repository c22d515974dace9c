import { useLingui } from '@lingui/react/macro';
import { hasDiscount, unitPriceTaka } from '@haat/domain/price';
import { cardPrice } from '@haat/domain/variants';
import type { Product } from '@haat/domain/schemas';
import { formatMoney, formatMoneyRange } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Price } from '@haat/ui/price';

/**
 * A product's price on a card or a search result: its price with the struck-out original, or the range of its
 * variants' prices when they differ (৳৯৫০–১,২০০; decision 211).
 */
export function CardPriceTag({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shown = cardPrice(product);
  if (shown.kind === 'single') {
    return (
      <Price
        size="sm"
        amount={unitPriceTaka(product)}
        original={hasDiscount(product) ? product.selling_price : undefined}
      />
    );
  }
  const text = shown.kind === 'range' ? formatMoneyRange(shown.min, shown.max, locale) : formatMoney(shown.min, locale);
  return <Price size="sm" amount={shown.min} format={() => text} />;
}
