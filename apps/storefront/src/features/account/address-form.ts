import * as v from 'valibot';
import { normalizeMobile } from '@haat/domain/phone';
import {
  ADDRESS_LABEL_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  addressBodySchema,
  type Address,
} from '@haat/domain/schemas';
import type { AddressInput } from '@haat/api-client';
import { NAME_MAX_LENGTH } from '@haat/domain/validators';
import { checkBody } from '@haat/i18n/form-errors';
import { chosenAreaField, chosenDistrictField } from '../../lib/district-field.ts';

export interface AddressValues {
  label: string;
  name: string;
  mobile: string;
  address: string;
  district: string;
  area: string;
  isDefault: boolean;
}

export type AddressField = Exclude<keyof AddressValues, 'isDefault'>;

export const addressLimits = {
  label: { max: ADDRESS_LABEL_MAX_LENGTH },
  name: { max: NAME_MAX_LENGTH },
  address: { min: ADDRESS_MIN_LENGTH, max: ADDRESS_MAX_LENGTH },
} as const;

export const addressApiFields: Record<AddressField, string> = {
  label: 'label',
  name: 'name',
  mobile: 'mobile',
  address: 'address',
  district: 'district',
  area: 'area',
};

export function addressValuesOf(address: Address | null, defaults: { name: string; mobile: string }): AddressValues {
  return {
    label: address?.label ?? '',
    name: address?.name ?? defaults.name,
    mobile: address?.mobile ?? defaults.mobile,
    address: address?.address ?? '',
    district: address?.district ?? '',
    area: address?.area ?? '',
    isDefault: address?.is_default ?? false,
  };
}

/** The API's address body, with a district the shopper must choose: a saved address must be good enough to order with. */
const addressFormSchema = v.object({
  ...addressBodySchema.entries,
  district: chosenDistrictField,
  area: chosenAreaField,
});

/** The form's values checked as the address body (trimmed, the mobile normalised) the API takes. */
export function checkAddress(values: AddressValues) {
  const body = {
    label: values.label,
    name: values.name,
    mobile: values.mobile,
    address: values.address,
    district: values.district,
    area: values.area,
    is_default: values.isDefault,
  };
  return checkBody(addressFormSchema, body, { names: addressApiFields, limits: addressLimits });
}

/** The body of an address already saved (made the default). */
export function addressBody(values: AddressValues): AddressInput {
  return {
    label: values.label.trim() || null,
    name: values.name.trim(),
    mobile: normalizeMobile(values.mobile),
    address: values.address.trim(),
    district: values.district || null,
    area: values.area || null,
    is_default: values.isDefault,
  };
}
