import type { ValidationMessage } from '@haat/domain/messages';
import { normalizeMobile } from '@haat/domain/phone';
import { ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, ORDER_NOTE_MAX_LENGTH } from '@haat/domain/schemas';
import {
  NAME_MAX_LENGTH,
  validateMaxLength,
  validateMinLength,
  validateMobile,
  validateName,
  validateRequired,
} from '@haat/domain/validators';
import type { PlaceOrderInput } from '@haat/api-client';
import { collectProblems, type FieldProblems } from '@haat/i18n/form-errors';
import { findDistrict } from '@haat/domain/districts';

export interface CheckoutValues {
  name: string;
  mobile: string;
  address: string;
  /** The district's English name, or '' before one is chosen. */
  district: string;
  /** The chosen delivery package's id as a string (radio value), or ''. */
  deliveryPackageId: string;
  note: string;
}

export type CheckoutField = keyof CheckoutValues;

export const emptyCheckout: CheckoutValues = {
  name: '',
  mobile: '',
  address: '',
  district: '',
  deliveryPackageId: '',
  note: '',
};

/** The numbers the texts of server messages need, per field. */
export const checkoutLimits = {
  name: { max: NAME_MAX_LENGTH },
  address: { min: ADDRESS_MIN_LENGTH, max: ADDRESS_MAX_LENGTH },
  note: { max: ORDER_NOTE_MAX_LENGTH },
} as const;

/** The API's field names for the form's fields. */
export const checkoutApiFields = {
  name: 'name',
  mobile: 'mobile',
  address: 'address',
  district: 'district',
  deliveryPackageId: 'delivery_package_id',
  note: 'note',
} as const satisfies Record<CheckoutField, string>;

function firstProblem(...checks: (() => ValidationMessage | null)[]): ValidationMessage | null {
  for (const check of checks) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
}

/**
 * docs/product/rules.md#fields for name and mobile; the address needs 5–300 characters, a district (one of the 64) and a
 * delivery package must be chosen, the note is at most 500 characters.
 */
export function validateCheckout(values: CheckoutValues): FieldProblems<CheckoutField> {
  const address = values.address.trim();
  return collectProblems<CheckoutField>({
    name: validateName(values.name),
    mobile: validateMobile(values.mobile),
    address: firstProblem(
      () => validateRequired(address),
      () => validateMinLength(address, ADDRESS_MIN_LENGTH),
      () => validateMaxLength(address, ADDRESS_MAX_LENGTH),
    ),
    district: findDistrict(values.district) ? null : { id: 'validation.required' },
    deliveryPackageId: validateRequired(values.deliveryPackageId),
    note: validateMaxLength(values.note.trim(), ORDER_NOTE_MAX_LENGTH),
  });
}

/**
 * The POST /orders body for valid values and the cart's lines. Each line carries the unit price the
 * shopper sees, so the server refuses (409) rather than charge another one.
 */
export function orderBody(
  shopId: number,
  values: CheckoutValues,
  items: readonly { id: number; quantity: number; price: number }[],
): PlaceOrderInput {
  const note = values.note.trim();
  return {
    shop_id: shopId,
    items: items.map((item) => ({ product_id: item.id, quantity: item.quantity, unit_price: item.price })),
    name: values.name.trim(),
    mobile: normalizeMobile(values.mobile),
    address: values.address.trim(),
    district: values.district,
    delivery_package_id: Number(values.deliveryPackageId),
    ...(note ? { note } : {}),
  };
}

/** The indexes of the order's lines a refusal names (`items.{index}.{field}` in its `errors`), ascending. */
export function refusedLines(errors: Readonly<Record<string, unknown>>): number[] {
  const indexes = Object.keys(errors).flatMap((path) => {
    const match = /^items\.(\d+)\./u.exec(path);
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(indexes)].sort((a, b) => a - b);
}
