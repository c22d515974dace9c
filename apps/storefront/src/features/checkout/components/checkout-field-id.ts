import type { CheckoutField } from '../checkout-form.ts';

/** The order in which the form shows its fields: the first with a problem takes the focus. */
export const checkoutFieldOrder: CheckoutField[] = [
  'name',
  'mobile',
  'district',
  'area',
  'address',
  'deliveryPackageId',
  'note',
  'discountCode',
];

export const checkoutFieldId = (field: CheckoutField) => `checkout-${field}`;

/** Moves the focus to the first field with a problem (the delivery packages: their first choice). */
export function focusFirstProblem(problems: Partial<Record<CheckoutField, unknown>>): void {
  const first = checkoutFieldOrder.find((field) => problems[field]);
  if (!first) return;
  const element =
    first === 'deliveryPackageId'
      ? document.querySelector<HTMLInputElement>(`#${checkoutFieldId(first)} input`)
      : document.getElementById(checkoutFieldId(first));
  element?.focus();
}
