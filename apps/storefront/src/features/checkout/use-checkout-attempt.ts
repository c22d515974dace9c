import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import type { CartItem, CartLineChange } from '@haat/domain/cart';
import type { Order } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { apiProblems, hasProblems, type FieldProblems } from '@haat/i18n/form-errors';
import { randomUuid } from '../../lib/random-id.ts';
import { requestErrorText } from '../../lib/request-error.ts';
import { useLineCap, useShop } from '../../lib/shop.ts';
import { useCartStore } from '../../entities/cart/cart.ts';
import { fetchCurrentProducts } from '../../entities/product/current-products.ts';
import { usePlaceOrder } from '../../entities/orders/place-order.ts';
import { attemptKeyFor, cartSignature, sessionAttemptStore } from './attempt-key.ts';
import { checkoutApiFields, checkoutLimits, checkOrder, refusedLines, type CheckoutField } from './checkout-form.ts';
import type { CheckoutDraft } from './use-checkout-draft.ts';

const onFormFields = (errors: Readonly<Record<string, string[]>>) =>
  Object.keys(apiProblems(errors, { names: checkoutApiFields })).length > 0;

/** The API's message ids on `otp`: the shop asks a code of this number; the code is wrong or expired. */
const OTP_REQUIRED = 'validation.order_otp_required';
const OTP_WRONG = 'validation.otp_wrong';

export interface CheckoutAttemptOptions {
  draft: Pick<CheckoutDraft, 'values' | 'discard'>;
  /** Field problems, the domain's before sending or the server's 422, to show on their fields. */
  onProblems: (problems: FieldProblems<CheckoutField>) => void;
  /** After the server placed the order. */
  onPlaced: (order: Order) => void;
  /** The discount code to send: the one applied, unless the preview says it does not apply ('' none). */
  discountCode: string;
}

/**
 * Placing the order: the domain's checks before sending, one Idempotency-Key per cart (a double submit, a retry
 * or a reload with the same cart makes one order), the shop's one-time code step, and each refusal in words.
 */
export function useCheckoutAttempt({ draft, onProblems, onPlaced, discountCode }: CheckoutAttemptOptions) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const cap = useLineCap();
  const items = useCartStore((state) => state.items);
  const placeOrder = usePlaceOrder();
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  /** The number the shop asks to confirm the order with a one-time code (null: no code step). */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** What the server's last refusal changed on the cart's lines (current price, stock), shown per line. */
  const [lineChanges, setLineChanges] = useState<CartLineChange[]>([]);
  const submitting = useRef(false);

  const offlineText = () => `${i18n._(errorMessages.noInternet)}. ${t`Your order was not sent.`}`;

  const cartChanged = () =>
    t`Some items in your cart changed: stock or price is different now. Please check your cart.`;

  const failureText = (error: unknown): string => {
    if (!isApiError(error)) return i18n._(errorMessages.unexpected);
    if (error.status === 422 && error.errors['idempotency-key']) {
      return t`This order may already have been placed. Please check Track order before ordering again.`;
    }
    // A refusal on the form's fields (a 422, or a 409 such as the number's open-orders limit) is shown on them.
    if ((error.status === 422 || error.status === 409) && onFormFields(error.errors)) {
      return t`Please correct the highlighted fields.`;
    }
    if (error.status === 422) return cartChanged();
    // With details it names the lines short of stock or repriced; without, the shop stopped taking orders.
    if (error.status === 409) {
      return Object.keys(error.errors).length > 0 ? cartChanged() : t`This shop is not taking orders at the moment.`;
    }
    if (error.status === 429) return requestErrorText(i18n, error);
    if (error.kind === 'network' && !navigator.onLine) return offlineText();
    if (error.kind === 'network' || error.kind === 'timeout') {
      return `${i18n._(errorMessages.network)}. ${t`Your order was not confirmed. Please try again.`}`;
    }
    return i18n._(errorMessages.unexpected);
  };

  /**
   * After a refusal naming lines (price or stock changed): the cart takes those products as they are
   * now and each line says what changed, for the shopper to check and confirm again. False when
   * nothing could be shown (the products could not be read, or nothing differs).
   */
  const showChangedLines = async (sent: readonly CartItem[], errors: Readonly<Record<string, string[]>>) => {
    const lines = refusedLines(errors).flatMap((index) => (sent[index] ? [sent[index]] : []));
    if (lines.length === 0) return false;
    const current = await fetchCurrentProducts(
      shop.id,
      lines.map((line) => line.product.slug),
    );
    const changes = useCartStore.getState().refresh(current, cap);
    if (changes.length === 0) return false;
    setLineChanges(changes);
    setFormError(t`Prices or stock changed after you filled your cart. Check your order and place it again.`);
    return true;
  };

  /** Checks and places the order, with the one-time code once the shop asked for one. */
  const place = async (otp?: string) => {
    if (submitting.current || placed) return;
    const check = checkOrder(shop.id, { ...draft.values, discountCode }, items, otp);
    if (!check.success) {
      onProblems(check.problems);
      if (!hasProblems(check.problems)) setFormError(cartChanged());
      return;
    }
    const body = check.body;
    submitting.current = true;
    setCodeError(null);
    setLineChanges([]);
    const sent = items;
    if (!navigator.onLine) {
      submitting.current = false;
      setFormError(offlineText());
      return;
    }
    const attempts = sessionAttemptStore(shop.slug);
    const idempotencyKey = attemptKeyFor(cartSignature(items), attempts, randomUuid);
    try {
      const order = await placeOrder.mutateAsync({ body, idempotencyKey });
      attempts.write(null);
      draft.discard();
      setPlaced(true);
      onPlaced(order);
    } catch (error) {
      // The code step: the server keeps no answer for these, so the key stays for the try with the code.
      const otpProblems = isApiError(error) && error.status === 422 ? (error.errors['otp'] ?? []) : [];
      if (otpProblems.includes(OTP_REQUIRED)) {
        setCodeFor(body.mobile);
        return;
      }
      if (otp !== undefined) {
        setCodeError(
          otpProblems.includes(OTP_WRONG)
            ? t`The code is wrong or has expired. Ask for a new code.`
            : failureText(error),
        );
        if (otpProblems.length > 0) return;
      }
      // A refusal (4xx) made no order and the server keeps answering that key with it: the corrected
      // form is a new attempt. Without an answer the order may exist, so a retry keeps the key.
      const refused = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408;
      if (refused) attempts.write(null);
      if (isApiError(error) && error.status === 409 && (await showChangedLines(sent, error.errors))) return;
      setFormError(failureText(error));
      if (isApiError(error) && (error.status === 422 || error.status === 409)) {
        onProblems(apiProblems(error.errors, { names: checkoutApiFields, limits: checkoutLimits }));
      }
    } finally {
      submitting.current = false;
    }
  };

  /** The form's submit: out-of-stock lines first, then the order. */
  const submit = async () => {
    if (submitting.current || placed) return;
    setFormError(null);
    if (items.some((item) => item.product.stock <= 0)) {
      setFormError(t`Remove the items that are out of stock, then place the order.`);
      return;
    }
    await place();
  };

  const leaveCodeStep = () => {
    setCodeFor(null);
    setCodeError(null);
  };

  return {
    items,
    submit,
    confirmCode: (otp: string) => void place(otp),
    leaveCodeStep,
    busy: placeOrder.isPending,
    placed,
    formError,
    codeFor,
    codeError,
    lineChanges,
  };
}
