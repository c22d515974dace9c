import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShoppingCart, Truck } from 'lucide-react';
import { isApiError } from '@haat/api-client/errors';
import type { CartItem, CartLineChange } from '@haat/domain/cart';
import type { Address, Order } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button, buttonClass } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Input, Textarea } from '@haat/ui/input';
import { Skeleton } from '@haat/ui/skeleton';
import { Spinner } from '@haat/ui/spinner';
import { useShopHref } from '../../../lib/links.ts';
import { requestErrorText } from '../../../lib/request-error.ts';
import { trackInitiateCheckout } from '../../../lib/seo/commerce-events.ts';
import { useLineCap, useShop } from '../../../lib/shop.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useCartStore } from '../../../entities/cart/cart.ts';
import { useAddresses } from '../../../entities/addresses/addresses.ts';
import { useDeliveryPackages } from '../../../entities/shop/delivery-packages.ts';
import { fetchCurrentProducts } from '../../../entities/product/current-products.ts';
import { usePlaceOrder } from '../../../entities/orders/place-order.ts';
import { attemptKeyFor, cartSignature, sessionAttemptStore } from '../attempt-key.ts';
import {
  checkoutApiFields,
  checkoutLimits,
  checkOrder,
  emptyCheckout,
  refusedLines,
  type CheckoutField,
  type CheckoutValues,
} from '../checkout-form.ts';
import { readCheckoutDraft, writeCheckoutDraft } from '../checkout-draft.ts';
import { findDistrict } from '@haat/domain/districts';
import { apiProblems, hasProblems, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import { CheckoutSummary } from './checkout-summary.tsx';
import { DeliveryPackageOptions } from './delivery-package-options.tsx';
import { DistrictSelect } from './district-select.tsx';
import { OrderCodeStep } from './order-code-step.tsx';
import * as styles from './checkout.css.ts';

/** The API's message ids on `otp`: the shop asks a code of this number; the code is wrong or expired. */
const OTP_REQUIRED = 'validation.order_otp_required';
const OTP_WRONG = 'validation.otp_wrong';

const fieldOrder: CheckoutField[] = ['name', 'mobile', 'address', 'district', 'deliveryPackageId', 'note'];
const fieldId = (field: CheckoutField) => `checkout-${field}`;

function defaultAddressOf(addresses: readonly Address[] | undefined): Address | undefined {
  return addresses?.find((address) => address.is_default) ?? addresses?.[0];
}

export interface CheckoutFormProps {
  /** After the server placed the order (the cart is still full; the route empties it). */
  onPlaced: (order: Order) => void;
}

/**
 * Cash-on-delivery checkout: who and where, the delivery package, a note. Validated with the
 * domain's rules before sending; the server's 422 answers land on their fields. A double submit,
 * a retry or a reload with the same cart sends the same Idempotency-Key, so it makes one order.
 */
export function CheckoutForm({ onPlaced }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const items = useCartStore((state) => state.items);
  // Once, when the cart is there (the shop's layout loads it after this mounts).
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (checkoutTracked.current || items.length === 0) return;
    checkoutTracked.current = true;
    trackInitiateCheckout(items);
  }, [items]);
  const removeLine = useCartStore((state) => state.remove);
  const cap = useLineCap();
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const packages = useDeliveryPackages(shop.id);
  const addresses = useAddresses(shop.id, isAuthenticated);
  const placeOrder = usePlaceOrder();

  // A draft kept from before a reload wins over the account's details and its default address.
  const [draft] = useState(() => readCheckoutDraft(shop.slug));
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...emptyCheckout,
    name: user?.name ?? '',
    mobile: user?.mobile ?? '',
    ...draft,
  }));
  const [errors, setErrors] = useState<FieldProblems<CheckoutField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  /** The number the shop asks to confirm the order with a one-time code (null: no code step). */
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** What the server's last refusal changed on the cart's lines (current price, stock), shown per line. */
  const [lineChanges, setLineChanges] = useState<CartLineChange[]>([]);
  const edited = useRef(draft !== null);
  const submitting = useRef(false);

  // The default address fills the form once, unless the shopper has started typing.
  const defaultAddress = defaultAddressOf(addresses.data);
  useEffect(() => {
    if (!defaultAddress || edited.current) return;
    setValues((current) => ({
      ...current,
      name: defaultAddress.name || current.name,
      mobile: defaultAddress.mobile || current.mobile,
      address: defaultAddress.address,
      district: findDistrict(defaultAddress.district)?.en ?? current.district,
    }));
  }, [defaultAddress]);

  // With a single package there is nothing to choose.
  const onlyPackage = packages.data?.length === 1 ? packages.data[0] : undefined;
  useEffect(() => {
    if (onlyPackage)
      setValues((current) =>
        current.deliveryPackageId ? current : { ...current, deliveryPackageId: String(onlyPackage.id) },
      );
  }, [onlyPackage]);

  // What the shopper typed survives a reload until the order is placed.
  useEffect(() => {
    if (edited.current && !placed) writeCheckoutDraft(shop.slug, values);
  }, [values, placed, shop.slug]);

  const set = <F extends CheckoutField>(field: F, value: CheckoutValues[F]) => {
    edited.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstProblem = (problems: FieldProblems<CheckoutField>) => {
    const first = fieldOrder.find((field) => problems[field]);
    if (!first) return;
    const element =
      first === 'deliveryPackageId'
        ? document.querySelector<HTMLInputElement>(`#${fieldId(first)} input`)
        : document.getElementById(fieldId(first));
    element?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || placed) return;
    setFormError(null);
    if (items.some((item) => item.product.stock <= 0)) {
      setFormError(t`Remove the items that are out of stock, then place the order.`);
      return;
    }
    await place();
  };

  /** Checks and places the order, with the one-time code once the shop asked for one. */
  const place = async (otp?: string) => {
    if (submitting.current || placed) return;
    const check = checkOrder(shop.id, values, items, otp);
    if (!check.success) {
      setErrors(check.problems);
      focusFirstProblem(check.problems);
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
    const idempotencyKey = attemptKeyFor(cartSignature(items), attempts, () => crypto.randomUUID());
    try {
      const order = await placeOrder.mutateAsync({ body, idempotencyKey });
      attempts.write(null);
      writeCheckoutDraft(shop.slug, null);
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
      if (isApiError(error) && error.status === 422) {
        const fieldProblems = apiProblems(error.errors, { names: checkoutApiFields, limits: checkoutLimits });
        setErrors(fieldProblems);
        focusFirstProblem(fieldProblems);
      }
    } finally {
      submitting.current = false;
    }
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

  const failureText = (error: unknown): string => {
    if (!isApiError(error)) return i18n._(errorMessages.unexpected);
    if (error.status === 422 && error.errors['idempotency-key']) {
      return t`This order may already have been placed. Please check Track order before ordering again.`;
    }
    if (error.status === 422) {
      const onFields = Object.keys(apiProblems(error.errors, { names: checkoutApiFields })).length > 0;
      return onFields ? t`Please correct the highlighted fields.` : cartChanged();
    }
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

  const offlineText = () => `${i18n._(errorMessages.noInternet)}. ${t`Your order was not sent.`}`;

  const cartChanged = () =>
    t`Some items in your cart changed: stock or price is different now. Please check your cart.`;

  if (placed) return <Spinner layout="block" label={t`Order placed. Opening your order...`} />;

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

  if (codeFor !== null) {
    return (
      <div className={styles.layout}>
        <OrderCodeStep
          mobile={codeFor}
          busy={placeOrder.isPending}
          error={codeError}
          onConfirm={(otp) => void place(otp)}
          onBack={() => {
            setCodeFor(null);
            setCodeError(null);
          }}
        />
        <CheckoutSummary
          items={items}
          deliveryCharge={packages.data?.find((entry) => String(entry.id) === values.deliveryPackageId)?.charge ?? null}
        />
      </div>
    );
  }

  const error = (field: CheckoutField) => problemText(i18n, errors[field]);
  const chosenPackage = packages.data?.find((entry) => String(entry.id) === values.deliveryPackageId);
  const busy = placeOrder.isPending;

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy || undefined}>
        {formError && (
          <p role="alert" className={styles.alert}>
            {formError}
          </p>
        )}
        <section className={styles.card} aria-labelledby="checkout-contact-title">
          <h2 id="checkout-contact-title" className={styles.cardTitle}>
            <Trans>Delivery details</Trans>
          </h2>
          <div className={styles.twoColumns}>
            <FormField id={fieldId('name')} label={t`Full name`} required error={error('name')}>
              <Input
                name="name"
                autoComplete="name"
                value={values.name}
                onChange={(event) => set('name', event.target.value)}
              />
            </FormField>
            <FormField
              id={fieldId('mobile')}
              label={t`Mobile number`}
              hint={t`11 digits, e.g. 01712345678`}
              required
              error={error('mobile')}
            >
              <Input
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                value={values.mobile}
                onChange={(event) => set('mobile', event.target.value)}
              />
            </FormField>
          </div>
          <FormField
            id={fieldId('address')}
            label={t`Full address`}
            hint={t`House, road, area and thana`}
            required
            error={error('address')}
          >
            <Textarea
              name="address"
              autoComplete="street-address"
              rows={3}
              value={values.address}
              onChange={(event) => set('address', event.target.value)}
            />
          </FormField>
          <FormField id={fieldId('district')} label={t`District`} required error={error('district')}>
            <DistrictSelect
              name="district"
              value={values.district}
              onChange={(district) => set('district', district)}
            />
          </FormField>
        </section>

        <section className={styles.card} aria-labelledby="checkout-delivery-title">
          <h2 id="checkout-delivery-title" className={styles.cardTitle}>
            <Trans>Delivery</Trans>
          </h2>
          <div id={fieldId('deliveryPackageId')}>
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
                packages={packages.data}
                value={values.deliveryPackageId}
                onChange={(id) => set('deliveryPackageId', id)}
                error={error('deliveryPackageId')}
              />
            )}
          </div>
          <FormField id={fieldId('note')} label={t`Note for the shop (optional)`} error={error('note')}>
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
        deliveryCharge={chosenPackage?.charge ?? null}
        changes={lineChanges}
        onRemove={removeLine}
      />
    </div>
  );
}
