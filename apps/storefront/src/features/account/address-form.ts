import { normalizeMobile } from '@haat/domain/phone';
import { ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, type Address } from '@haat/domain/schemas';
import type { AddressInput } from '@haat/api-client';
import {
  NAME_MAX_LENGTH,
  validateMaxLength,
  validateMinLength,
  validateMobile,
  validateName,
  validateRequired,
} from '@haat/domain/validators';
import { collectProblems, type FieldProblems } from '@haat/i18n/form-errors';

export interface AddressValues {
  label: string;
  name: string;
  mobile: string;
  address: string;
  district: string;
  isDefault: boolean;
}

export type AddressField = Exclude<keyof AddressValues, 'isDefault'>;

export const ADDRESS_LABEL_MAX_LENGTH = 30;

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
};

export function addressValuesOf(address: Address | null, defaults: { name: string; mobile: string }): AddressValues {
  return {
    label: address?.label ?? '',
    name: address?.name ?? defaults.name,
    mobile: address?.mobile ?? defaults.mobile,
    address: address?.address ?? '',
    district: address?.district ?? '',
    isDefault: address?.is_default ?? false,
  };
}

/** The same rules as checkout's: a saved address must be good enough to order with. */
export function validateAddress(values: AddressValues): FieldProblems<AddressField> {
  const address = values.address.trim();
  return collectProblems<AddressField>({
    label: validateMaxLength(values.label.trim(), ADDRESS_LABEL_MAX_LENGTH),
    name: validateName(values.name),
    mobile: validateMobile(values.mobile),
    address:
      validateRequired(address) ??
      validateMinLength(address, ADDRESS_MIN_LENGTH) ??
      validateMaxLength(address, ADDRESS_MAX_LENGTH),
    district: validateRequired(values.district),
  });
}

export function addressBody(values: AddressValues): AddressInput {
  return {
    label: values.label.trim() || null,
    name: values.name.trim(),
    mobile: normalizeMobile(values.mobile),
    address: values.address.trim(),
    district: values.district || null,
    is_default: values.isDefault,
  };
}
