import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DiscountPreview } from '@haat/domain/schemas';
import { formatDateTime, formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';

type Refusal = NonNullable<DiscountPreview['code_refusal']>;

/** Why a code does not apply, in the shopper's language (the reasons of @haat/domain/discounts, decision 221). */
export function discountRefusalText(i18n: I18n, refusal: Refusal): string {
  const locale = toLocale(i18n.locale);
  switch (refusal.reason) {
    case 'unknown_code':
      return i18n._(msg`This code does not exist. Check the spelling.`);
    case 'not_started': {
      const from = refusal.starts_at ? formatDateTime(refusal.starts_at, locale) : '';
      return i18n._(msg`This code can be used from ${from}.`);
    }
    case 'expired':
      return i18n._(msg`This code has expired.`);
    case 'used_up':
      return i18n._(msg`This code has been used as many times as it can be.`);
    case 'already_used':
      return i18n._(msg`This code has already been used with this phone number.`);
    case 'not_for_these_products':
      return i18n._(msg`This code is not for the products in your cart.`);
    case 'below_minimum_amount': {
      const minimum = formatMoney(refusal.minimum ?? 0, locale);
      return i18n._(msg`This code needs an order of at least ${minimum}.`);
    }
    case 'below_minimum_quantity': {
      const units = formatNumber(refusal.minimum ?? 0, locale);
      return i18n._(msg`This code needs at least ${units} items in the order.`);
    }
    case 'not_combinable':
      return i18n._(msg`You already get a bigger discount, and this code cannot be added to it.`);
  }
}

/** Whether the order should not carry the code (the preview says it does not apply). */
export const codeRefused = (preview: DiscountPreview | undefined): boolean => preview?.code_refusal != null;
