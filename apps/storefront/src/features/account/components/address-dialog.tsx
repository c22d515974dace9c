import { useState, type ComponentType, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@haat/api-client/errors';
import type { Address } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { notify } from '../../../lib/notify.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useSaveAddress } from '../../../entities/addresses/save-address.ts';
import {
  addressApiFields,
  addressLimits,
  addressValuesOf,
  checkAddress,
  type AddressField,
  type AddressValues,
} from '../address-form.ts';
import { apiProblems, problemText, type FieldProblems } from '@haat/i18n/form-errors';
import * as styles from './dashboard.css.ts';

/** The address fields the route hands in (district, area, line: the storefront's address group lives with checkout). */
export interface AddressControlProps {
  idPrefix: string;
  value: { district: string; area: string; address: string };
  onChange: (change: Partial<{ district: string; area: string; address: string }>) => void;
  errors?: Partial<Record<'district' | 'area' | 'address', string | undefined>>;
}

export interface AddressDialogProps {
  /** null: a new address. */
  address: Address | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  AddressControl: ComponentType<AddressControlProps>;
}

/** Adding or editing a saved address, in a dialog. */
export function AddressDialog({ address, open, onOpenChange, AddressControl }: AddressDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={address ? t`Edit address` : t`New address`}>
      {open && (
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          AddressControl={AddressControl}
          onSaved={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function AddressForm({
  address,
  AddressControl,
  onSaved,
}: Omit<AddressDialogProps, 'open' | 'onOpenChange'> & { onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const user = useAuthStore((state) => state.user);
  const save = useSaveAddress();
  const [values, setValues] = useState<AddressValues>(() =>
    addressValuesOf(address, { name: user?.name ?? '', mobile: user?.mobile ?? '' }),
  );
  const [errors, setErrors] = useState<FieldProblems<AddressField>>({});

  const set = <F extends keyof AddressValues>(field: F, value: AddressValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'isDefault') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkAddress(values);
    setErrors(check.problems);
    if (!check.success) return;
    try {
      await save.mutateAsync({ id: address?.id, body: check.body });
      notify(t`Address saved`, 'success');
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setErrors(apiProblems(error.errors, { names: addressApiFields, limits: addressLimits }));
      else notify(i18n._(errorMessages.unexpected), 'error');
    }
  };

  const error = (field: AddressField) => problemText(i18n, errors[field]);
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t`Label (optional)`} hint={t`E.g. Home or Office`} error={error('label')}>
        <Input value={values.label} onChange={(event) => set('label', event.target.value)} />
      </FormField>
      <FormField label={t`Full name`} required error={error('name')}>
        <Input autoComplete="name" value={values.name} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label={t`Mobile number`} required error={error('mobile')}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={values.mobile}
          onChange={(event) => set('mobile', event.target.value)}
        />
      </FormField>
      <AddressControl
        idPrefix="saved-address"
        value={values}
        onChange={(change) => {
          setValues((current) => ({ ...current, ...change }));
          const cleared = Object.fromEntries(Object.keys(change).map((field) => [field, undefined]));
          setErrors((current) => ({ ...current, ...cleared }));
        }}
        errors={{ district: error('district'), area: error('area'), address: error('address') }}
      />
      <label>
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => set('isDefault', event.target.checked)}
        />{' '}
        <Trans>Use as my default address</Trans>
      </label>
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          <Trans>Save address</Trans>
        </Button>
      </div>
    </form>
  );
}
