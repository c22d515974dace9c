import * as v from 'valibot';
import type { CheckoutValues } from './checkout-form.ts';

/**
 * The checkout form as typed, kept for the tab's session per shop (`{slug}_checkout_draft`), so a
 * reload does not empty it; removed once the order is placed. Only strings are read back.
 */
const draftSchema = v.partial(
  v.object({
    name: v.string(),
    mobile: v.string(),
    address: v.string(),
    district: v.string(),
    area: v.string(),
    deliveryPackageId: v.string(),
    note: v.string(),
    discountCode: v.string(),
  }),
);

const keyOf = (slug: string) => `${slug}_checkout_draft`;

export function readCheckoutDraft(slug: string): Partial<CheckoutValues> | null {
  try {
    const stored = v.safeParse(draftSchema, JSON.parse(sessionStorage.getItem(keyOf(slug)) ?? 'null'));
    return stored.success ? stored.output : null;
  } catch {
    // Unreadable or blocked storage: no draft.
    return null;
  }
}

export function writeCheckoutDraft(slug: string, values: CheckoutValues | null): void {
  try {
    if (values) sessionStorage.setItem(keyOf(slug), JSON.stringify(values));
    else sessionStorage.removeItem(keyOf(slug));
  } catch {
    // Blocked storage: the draft lives as long as the page.
  }
}
