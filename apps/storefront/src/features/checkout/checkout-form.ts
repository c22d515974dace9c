import * as v from 'valibot';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  placeOrderBodySchema,
} from '@haat/domain/schemas';
import { NAME_MAX_LENGTH } from '@haat/domain/validators';
import { checkBody } from '@haat/i18n/form-errors';
import { chosenAreaField, chosenDistrictField } from '../../lib/district-field.ts';

export interface CheckoutValues {
  name: string;
  mobile: string;
  address: string;
  /** The district's English name, or '' before one is chosen. */
  district: string;
  /** The upazila, thana or city area's English name (@haat/domain/places), or ''. */
  area: string;
  /** The chosen delivery package's id as a string (radio value), or ''. */
  deliveryPackageId: string;
  note: string;
  /** The discount code applied (decision 221), or ''. */
  discountCode: string;
}

export type CheckoutField = keyof CheckoutValues;

export const emptyCheckout: CheckoutValues = {
  name: '',
  mobile: '',
  address: '',
  district: '',
  area: '',
  deliveryPackageId: '',
  note: '',
  discountCode: '',
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
  area: 'area',
  deliveryPackageId: 'delivery_package_id',
  note: 'note',
  discountCode: 'discount_code',
} as const satisfies Record<CheckoutField, string>;

/** `POST /orders`'s body as the checkout asks it: the API's schema, with one of the 64 districts and an area chosen. */
const checkoutSchema = v.object({
  ...placeOrderBodySchema.entries,
  district: chosenDistrictField,
  area: chosenAreaField,
});

/** The code the shop asks for, checked as the order body's `otp` is. */
export const orderCodeSchema = v.required(v.pick(placeOrderBodySchema, ['otp']));

/**
 * The form and the cart's lines checked as the POST /orders body (docs/product/rules.md#fields): on success the body to
 * send, trimmed and normalised. Each line carries the unit price the shopper sees (and its variant, when it has one), so the server refuses (409) rather
 * than charge another one. `otp`: the code, once the shop asked for one. A problem in the lines (none the cart lets
 * happen) has no field: the check fails with no field's problem.
 */
export function checkOrder(
  shopId: number,
  values: CheckoutValues,
  items: readonly { product: { id: number }; variant?: { id: number } | undefined; quantity: number; price: number }[],
  otp?: string,
) {
  const body = {
    shop_id: shopId,
    items: items.map((item) => ({
      product_id: item.product.id,
      ...(item.variant ? { variant_id: item.variant.id } : {}),
      quantity: item.quantity,
      unit_price: item.price,
    })),
    name: values.name,
    mobile: values.mobile,
    address: values.address,
    district: values.district,
    area: values.area,
    // '' is no choice: the schema says the field is required.
    delivery_package_id: values.deliveryPackageId === '' ? undefined : Number(values.deliveryPackageId),
    note: values.note,
    ...(values.discountCode === '' ? {} : { discount_code: values.discountCode }),
    ...(otp === undefined ? {} : { otp }),
  };
  return checkBody(checkoutSchema, body, { names: checkoutApiFields, limits: checkoutLimits });
}

/** The indexes of the order's lines a refusal names (`items.{index}.{field}` in its `errors`), ascending. */
export function refusedLines(errors: Readonly<Record<string, unknown>>): number[] {
  const indexes = Object.keys(errors).flatMap((path) => {
    const match = /^items\.(\d+)\./u.exec(path);
    return match ? [Number(match[1])] : [];
  });
  return [...new Set(indexes)].sort((a, b) => a - b);
}
