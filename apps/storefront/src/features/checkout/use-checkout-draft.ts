import { useEffect, useRef, useState } from 'react';
import type { Address } from '@haat/domain/schemas';
import { packagesFor } from '@haat/domain/delivery-zones';
import { findDistrict } from '@haat/domain/districts';
import type { FieldProblems } from '@haat/i18n/form-errors';
import { useShop } from '../../lib/shop.ts';
import { useAuthStore } from '../../entities/customer/auth.ts';
import { useAddresses } from '../../entities/addresses/addresses.ts';
import { useDeliveryPackages } from '../../entities/shop/delivery-packages.ts';
import { emptyCheckout, type CheckoutField, type CheckoutValues } from './checkout-form.ts';
import { readCheckoutDraft, writeCheckoutDraft } from './checkout-draft.ts';

function defaultAddressOf(addresses: readonly Address[] | undefined): Address | undefined {
  return addresses?.find((address) => address.is_default) ?? addresses?.[0];
}

/**
 * The checkout form's values and field problems: what the shopper typed (kept for the tab's session until the
 * order is placed), else the account's details and its default address; the delivery packages for the address's
 * zone, the only one chosen.
 */
export function useCheckoutDraft() {
  const shop = useShop();
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const packages = useDeliveryPackages(shop.id);
  const addresses = useAddresses(shop.id, isAuthenticated);

  // A draft kept from before a reload wins over the account's details and its default address.
  const [draft] = useState(() => readCheckoutDraft(shop.slug));
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...emptyCheckout,
    name: user?.name ?? '',
    mobile: user?.mobile ?? '',
    ...draft,
  }));
  const [errors, setErrors] = useState<FieldProblems<CheckoutField>>({});
  const [kept, setKept] = useState(true);
  const edited = useRef(draft !== null);

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
      area: defaultAddress.area ?? '',
    }));
  }, [defaultAddress]);

  // The packages for the address (its area's, its district's or its zone's; all of them until the district is
  // known, decisions 242 and 244): a choice for another place is dropped, and a single package is chosen, as there
  // is nothing to choose.
  const offered = packagesFor(packages.data ?? [], values);
  const keepsChoice = offered.some((entry) => String(entry.id) === values.deliveryPackageId);
  const onlyOffered = offered.length === 1 ? String(offered[0]!.id) : '';
  const nothingOffered = offered.length === 0;
  useEffect(() => {
    if (nothingOffered || keepsChoice) return;
    setValues((current) =>
      current.deliveryPackageId === onlyOffered ? current : { ...current, deliveryPackageId: onlyOffered },
    );
  }, [nothingOffered, keepsChoice, onlyOffered]);

  // What the shopper typed survives a reload until the order is placed.
  useEffect(() => {
    if (edited.current && kept) writeCheckoutDraft(shop.slug, values);
  }, [values, kept, shop.slug]);

  const set = <F extends CheckoutField>(field: F, value: CheckoutValues[F]) => {
    edited.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Several address fields at once (a place found fills the district and the area). */
  const setAddress = (change: Partial<Pick<CheckoutValues, 'district' | 'area' | 'address'>>) => {
    edited.current = true;
    setValues((current) => ({ ...current, ...change }));
    const cleared = Object.fromEntries(Object.keys(change).map((field) => [field, undefined]));
    setErrors((current) => ({ ...current, ...cleared }));
  };

  /** The order is placed: the draft is forgotten. */
  const discard = () => {
    setKept(false);
    writeCheckoutDraft(shop.slug, null);
  };

  const chosenPackage = offered.find((entry) => String(entry.id) === values.deliveryPackageId);
  return { values, set, setAddress, errors, setErrors, discard, packages, offered, chosenPackage };
}

export type CheckoutDraft = ReturnType<typeof useCheckoutDraft>;
