import { useLingui } from '@lingui/react/macro';
import { deliveryZones, type PackagePlace } from '@haat/domain/delivery-zones';
import { deliveryPackageBodySchema, type DeliveryPackage } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input, Select } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { numberToInput, parseNumberInput } from '../../../lib/number-input.ts';
import { useSaveDeliveryPackage } from '../api/save-delivery-package.ts';
import * as styles from './delivery.css.ts';
import { PackagePlaces } from './package-places.tsx';
import { zoneLabel } from './zone-label.ts';

/** The "Delivers to" choice that names districts and areas instead of a zone. */
const PLACES = 'places';

interface PackageFormValues {
  name: string;
  charge: string;
  /** Taka for each 500 g begun beyond the first; '' for none. */
  weight_step: string;
  /** A zone, '' (any address) or PLACES. */
  zone: string;
  places: PackagePlace[];
}

export interface DeliveryPackageDialogProps {
  open: boolean;
  /** null adds a package. */
  deliveryPackage: DeliveryPackage | null;
  onClose: () => void;
}

export function DeliveryPackageDialog({ open, deliveryPackage, onClose }: DeliveryPackageDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={deliveryPackage ? t`Edit delivery package` : t`New delivery package`}
    >
      <PackageForm key={deliveryPackage?.id ?? 'new'} deliveryPackage={deliveryPackage} onDone={onClose} />
    </Dialog>
  );
}

function PackageForm({ deliveryPackage, onDone }: { deliveryPackage: DeliveryPackage | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const defaults: PackageFormValues = {
    name: deliveryPackage?.name ?? '',
    charge: numberToInput(deliveryPackage?.charge),
    weight_step: numberToInput(deliveryPackage?.weight_step),
    zone: deliveryPackage?.zone ?? (deliveryPackage?.places.length ? PLACES : ''),
    places: deliveryPackage?.places ?? [],
  };
  const form = useSchemaForm(deliveryPackageBodySchema, defaults, {
    toBody: (values) => ({
      name: values.name,
      charge: parseNumberInput(values.charge),
      weight_step: values.weight_step.trim() === '' ? null : parseNumberInput(values.weight_step),
      zone: values.zone === '' || values.zone === PLACES ? null : values.zone,
      ...(values.zone === PLACES ? { places: values.places } : {}),
    }),
  });
  const save = useSaveDeliveryPackage();
  const { errors } = form.formState;
  const namesPlaces = form.watch('zone') === PLACES;
  const places = form.watch('places');
  // The list's message, else its first place's.
  const placesError =
    errors.places?.message ??
    places
      .map((_, index) => errors.places?.[index]?.district?.message ?? errors.places?.[index]?.area?.message)
      .find(Boolean);

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: deliveryPackage?.id ?? null, body },
      {
        onSuccess: () => {
          toast.success(deliveryPackage ? t`Delivery package saved` : t`Delivery package added`);
          onDone();
        },
        onError: (error) => {
          // docs/product/texts.md: shipping package failures say try again later.
          if (!showApiErrors(form, i18n, error))
            toast.error(
              i18n._(deliveryPackage ? errorMessages.shippingPackageUpdate : errorMessages.shippingPackageAdd),
            );
        },
      },
    ),
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={deliveryPackage ? t`Edit delivery package` : t`New delivery package`}
    >
      <FormField label={t`Name`} hint={t`For example: Inside Dhaka`} required error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label={t`Charge (৳)`} required error={errors.charge?.message}>
        <Input inputMode="decimal" {...form.register('charge')} />
      </FormField>
      <FormField
        label={t`Extra per 500 g (৳)`}
        hint={t`Optional. The charge covers a parcel up to 500 g; each 500 g begun beyond adds this, from the variants' weights.`}
        error={errors.weight_step?.message}
      >
        <Input inputMode="decimal" {...form.register('weight_step')} />
      </FormField>
      <FormField
        label={t`Delivers to`}
        hint={t`Checkout offers a package only for the addresses of its area; a package naming a district or an area comes before its zone's.`}
        error={errors.zone?.message}
      >
        <Select {...form.register('zone')}>
          <option value="">{zoneLabel(i18n, null)}</option>
          {deliveryZones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(i18n, zone)}
            </option>
          ))}
          <option value={PLACES}>{t`Districts or areas I choose`}</option>
        </Select>
      </FormField>
      {namesPlaces && (
        <PackagePlaces
          places={places}
          onChange={(next) => form.setValue('places', next, { shouldDirty: true })}
          error={placesError}
        />
      )}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {deliveryPackage ? t`Save package` : t`Add package`}
        </Button>
      </div>
    </form>
  );
}
