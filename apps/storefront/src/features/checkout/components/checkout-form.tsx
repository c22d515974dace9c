import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart, Truck } from 'lucide-react';
import type { Order } from '@haat/domain/schemas';
import { Button, buttonClass } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Textarea } from '@haat/ui/input';
import { Skeleton } from '@haat/ui/skeleton';
import { Spinner } from '@haat/ui/spinner';
import { problemText, type FieldProblems } from '@haat/i18n/form-errors';
import { useShopHref } from '../../../lib/links.ts';
import { trackInitiateCheckout } from '../../../lib/seo/commerce-events.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import type { CheckoutField } from '../checkout-form.ts';
import { useCheckoutAttempt } from '../use-checkout-attempt.ts';
import { useCheckoutDraft } from '../use-checkout-draft.ts';
import { useCheckoutDiscounts } from '../use-checkout-discounts.ts';
import { checkoutFieldId, focusFirstProblem } from './checkout-field-id.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { DeliveryDetailsFields } from './delivery-details-fields.tsx';
import { DeliveryPackageOptions } from './delivery-package-options.tsx';
import { DiscountCodeField } from './discount-code-field.tsx';
import { OrderCodeStep } from './order-code-step.tsx';
import * as styles from './checkout.css.ts';

export interface CheckoutFormProps {
  /** After the server placed the order (the cart is still full; the route empties it). */
  onPlaced: (order: Order) => void;
}

/**
 * Cash-on-delivery checkout: who and where, the delivery package, a note. The draft (use-checkout-draft.ts)
 * holds what was typed; the attempt (use-checkout-attempt.ts) checks it with the domain's rules, places the order
 * once per cart and puts the server's 422 answers on their fields; this is the view.
 */
export function CheckoutForm({ onPlaced }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const href = useShopHref();
  const removeLine = useCartStore((state) => state.remove);
  const draft = useCheckoutDraft();
  const { values, set, setAddress, errors, packages, offered, chosenPackage } = draft;
  const cartItems = useCartStore((state) => state.items);
  const discounts = useCheckoutDiscounts(cartItems, chosenPackage?.id ?? null, values.discountCode, values.mobile);
  // The server's charge for the cart's weight once it has answered (decision 245), the package's own until then.
  const deliveryCharge = chosenPackage ? (discounts.preview?.delivery_charge ?? chosenPackage.charge) : null;
  const attempt = useCheckoutAttempt({
    discountCode: discounts.sendableCode,
    draft,
    onProblems: (problems: FieldProblems<CheckoutField>) => {
      draft.setErrors(problems);
      focusFirstProblem(problems);
    },
    onPlaced,
  });
  const { items, busy } = attempt;

  // Once, when the cart is there (the shop's layout loads it after this mounts).
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (checkoutTracked.current || items.length === 0) return;
    checkoutTracked.current = true;
    trackInitiateCheckout(items);
  }, [items]);

  if (attempt.placed) return <Spinner layout="block" label={t`Order placed. Opening your order...`} />;

  if (items.length === 0) {
    return (
      <div className={styles.card}>
        <ShoppingCart size={40} aria-hidden="true" />
        <h2 className={styles.cardTitle}>
          <Trans>Your cart is empty</Trans>
        </h2>
        <Link to={href('shop-home')} className={buttonClass({ variant: 'primary' })}>
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    );
  }

  if (attempt.codeFor !== null) {
    return (
      <div className={styles.layout}>
        <OrderCodeStep
          mobile={attempt.codeFor}
          busy={busy}
          error={attempt.codeError}
          onConfirm={attempt.confirmCode}
          onBack={attempt.leaveCodeStep}
        />
        <CheckoutSummary items={items} deliveryCharge={deliveryCharge} preview={discounts.preview} />
      </div>
    );
  }

  const error = (field: CheckoutField) => problemText(i18n, errors[field]);

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void attempt.submit();
        }}
        noValidate
        aria-busy={busy || undefined}
      >
        {attempt.formError && (
          <p role="alert" className={styles.alert}>
            {attempt.formError}
          </p>
        )}
        <DeliveryDetailsFields values={values} set={set} setAddress={setAddress} error={error} />

        <section className={styles.card} aria-labelledby="checkout-delivery-title">
          <h2 id="checkout-delivery-title" className={styles.cardTitle}>
            <Trans>Delivery</Trans>
          </h2>
          <div id={checkoutFieldId('deliveryPackageId')}>
            {packages.isPending && <Skeleton shape="block" height="7rem" />}
            {packages.isError && (
              <p role="alert" className={styles.alert}>
                <Trans>Could not load the delivery options.</Trans>{' '}
                <Button variant="link" size="sm" onClick={() => void packages.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </p>
            )}
            {packages.isSuccess && (
              <DeliveryPackageOptions
                packages={offered}
                value={values.deliveryPackageId}
                onChange={(id) => set('deliveryPackageId', id)}
                error={error('deliveryPackageId')}
              />
            )}
          </div>
          <FormField id={checkoutFieldId('note')} label={t`Note for the shop (optional)`} error={error('note')}>
            <Textarea name="note" rows={2} value={values.note} onChange={(event) => set('note', event.target.value)} />
          </FormField>
          <p className={styles.cod}>
            <Truck size={20} aria-hidden="true" />
            <Trans>Cash on delivery: pay when you receive your order.</Trans>
          </p>
        </section>

        <Button type="submit" variant="primary" size="lg" fullWidth loading={busy} disabled={busy}>
          {busy ? <Trans>Placing your order...</Trans> : <Trans>Place order</Trans>}
        </Button>
      </form>
      <CheckoutSummary
        items={items}
        deliveryCharge={deliveryCharge}
        changes={attempt.lineChanges}
        onRemove={removeLine}
        preview={discounts.preview}
        codeField={
          <DiscountCodeField
            code={values.discountCode}
            onApply={(code) => set('discountCode', code)}
            preview={discounts.preview}
            error={error('discountCode')}
            checking={discounts.checking}
          />
        }
      />
    </div>
  );
}
