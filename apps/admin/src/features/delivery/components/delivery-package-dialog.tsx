import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { deliveryPackageBodySchema, type DeliveryPackage } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { apiFieldErrors, validateBody } from '../../../lib/form-errors.ts';
import { numberToInput, parseNumberInput } from '../../../lib/number-input.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useSaveDeliveryPackage } from '../api/save-delivery-package.ts';
import * as styles from './delivery.css.ts';

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
  const form = useForm({ name: deliveryPackage?.name ?? '', charge: numberToInput(deliveryPackage?.charge) });
  const save = useSaveDeliveryPackage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBody(i18n, deliveryPackageBodySchema, {
      name: form.values.name,
      charge: parseNumberInput(form.values.charge),
    });
    if (!checked.success) {
      form.showErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: deliveryPackage?.id ?? null, body: checked.output },
      {
        onSuccess: () => {
          toast.success(deliveryPackage ? t`Delivery package saved` : t`Delivery package added`);
          onDone();
        },
        onError: (error) => {
          const fields = apiFieldErrors(i18n, error);
          if (fields) form.showErrors(fields);
          // SPEC §8: shipping package failures say try again later.
          else
            toast.error(
              i18n._(deliveryPackage ? errorMessages.shippingPackageUpdate : errorMessages.shippingPackageAdd),
            );
        },
      },
    );
  };

  return (
    <form
      ref={form.ref}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={deliveryPackage ? t`Edit delivery package` : t`New delivery package`}
    >
      <FormField label={t`Name`} hint={t`For example: Inside Dhaka`} required error={form.errors['name']}>
        <Input {...form.text('name')} />
      </FormField>
      <FormField label={t`Charge (৳)`} required error={form.errors['charge']}>
        <Input inputMode="decimal" {...form.text('charge')} />
      </FormField>
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
