import type { CartItem } from '@haat/domain/cart';
import { normalizeMobile } from '@haat/domain/phone';
import { validateMobile } from '@haat/domain/validators';
import { useDebouncedValue } from '@haat/ui/use-debounced-value';
import { useShop } from '../../lib/shop.ts';
import { useDiscountPreview } from '../../entities/discounts/discount-preview.ts';
import { codeRefused } from './discount-texts.ts';

/**
 * The cart's discounts at checkout (decision 221), and the advance the shop asks of the number typed (decision 231):
 * the server's preview of the cart, the delivery package, the code applied and the number, asked again a moment after any of them changes; and the code the order should carry (none when the
 * preview says it does not apply, so the order is not refused for it).
 */
export function useCheckoutDiscounts(
  items: readonly CartItem[],
  deliveryPackageId: number | null,
  code: string,
  mobile = '',
) {
  // The number's risk decides the advance some shops ask (issue 30): sent once it is a whole mobile number.
  const number = validateMobile(mobile) === null ? normalizeMobile(mobile) : null;
  const shop = useShop();
  const body = useDebouncedValue(
    items.length === 0
      ? null
      : {
          shop_id: shop.id,
          items: items.map((item) => ({
            product_id: item.product.id,
            ...(item.variant ? { variant_id: item.variant.id } : {}),
            quantity: item.quantity,
          })),
          delivery_package_id: deliveryPackageId,
          ...(code === '' ? {} : { code }),
          ...(number === null ? {} : { mobile: number }),
        },
    250,
  );
  const query = useDiscountPreview(body);
  // A preview of another code (or of none) says nothing about this one; an earlier cart's stands in only without a code.
  const current = (body?.code ?? '') === code && !(query.isPlaceholderData && code !== '');
  const preview = current ? query.data : undefined;
  return {
    preview,
    checking: query.isFetching || (body?.code ?? '') !== code,
    sendableCode: code !== '' && codeRefused(preview) ? '' : code,
  };
}
