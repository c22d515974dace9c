import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import type { CheckoutField, CheckoutValues } from '../checkout-form.ts';
import { AddressFields, type AddressFieldsValue } from './address-fields.tsx';
import { checkoutFieldId } from './checkout-field-id.ts';
import * as styles from './checkout.css.ts';

export interface DeliveryDetailsFieldsProps {
  values: Pick<CheckoutValues, 'name' | 'mobile' | 'address' | 'district' | 'area'>;
  set: <F extends CheckoutField>(field: F, value: CheckoutValues[F]) => void;
  /** Several address fields at once (a place found fills the district and the area). */
  setAddress: (change: Partial<AddressFieldsValue>) => void;
  error: (field: CheckoutField) => string | undefined;
}

/** Who receives the order and where: name, mobile, then district → area → the rest of the address. */
export function DeliveryDetailsFields({ values, set, setAddress, error }: DeliveryDetailsFieldsProps) {
  const { t } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className={styles.cardTitle}>
        <Trans>Delivery details</Trans>
      </h2>
      <div className={styles.twoColumns}>
        <FormField id={checkoutFieldId('name')} label={t`Full name`} required error={error('name')}>
          <Input
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </FormField>
        <FormField
          id={checkoutFieldId('mobile')}
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
      <AddressFields
        idPrefix="checkout"
        value={values}
        onChange={setAddress}
        errors={{ district: error('district'), area: error('area'), address: error('address') }}
      />
    </section>
  );
}
