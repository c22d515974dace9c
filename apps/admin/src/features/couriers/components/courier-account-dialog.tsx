import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CourierName } from '@haat/domain/couriers';
import { courierAccountBodySchema, type SavedCourierAccount } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { Dialog } from '@haat/ui/dialog';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { env } from '../../../env.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { parseNumberInput } from '../../../lib/number-input.ts';
import { useSaveCourierAccount } from '../api/courier-accounts.ts';
import { courierLabels } from '../../../lib/courier-labels.ts';
import * as styles from './couriers.css.ts';

/** What the owner types, for every courier (each sends only its own fields). */
const emptyValues = {
  api_key: '',
  secret_key: '',
  client_id: '',
  client_secret: '',
  username: '',
  password: '',
  store_id: '',
  access_token: '',
  pickup_store_id: '',
  new_webhook_secret: false,
};
type Values = typeof emptyValues;

function toBody(courier: CourierName, values: Values) {
  const renew = values.new_webhook_secret ? { new_webhook_secret: true } : {};
  switch (courier) {
    case 'steadfast':
      return { courier, api_key: values.api_key, secret_key: values.secret_key, ...renew };
    case 'pathao':
      return {
        courier,
        client_id: values.client_id,
        client_secret: values.client_secret,
        username: values.username,
        password: values.password,
        store_id: parseNumberInput(values.store_id),
        ...renew,
      };
    case 'redx':
      return {
        courier,
        access_token: values.access_token,
        pickup_store_id: parseNumberInput(values.pickup_store_id),
        ...renew,
      };
  }
}

export interface CourierAccountDialogProps {
  /** The courier being connected, or null when closed. */
  courier: CourierName | null;
  /** Whether it is connected already (the form then replaces its credentials). */
  connected: boolean;
  onClose: () => void;
}

/** Connects a courier, or replaces its credentials; then shows the webhook URL (and the secret, this once). */
export function CourierAccountDialog({ courier, connected, onClose }: CourierAccountDialogProps) {
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState<SavedCourierAccount | null>(null);
  const close = () => {
    setSaved(null);
    onClose();
  };
  const name = courier ? i18n._(courierLabels[courier]) : '';
  return (
    <Dialog
      open={courier !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={connected ? t`Replace ${name} credentials` : t`Connect ${name}`}
    >
      {saved ? (
        <WebhookDetails saved={saved} onDone={close} />
      ) : (
        courier && (
          <CourierForm key={courier} courier={courier} connected={connected} onSaved={setSaved} onCancel={close} />
        )
      )}
    </Dialog>
  );
}

function CourierForm({
  courier,
  connected,
  onSaved,
  onCancel,
}: {
  courier: CourierName;
  connected: boolean;
  onSaved: (saved: SavedCourierAccount) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(courierAccountBodySchema, emptyValues, { toBody: (values) => toBody(courier, values) });
  const save = useSaveCourierAccount();
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (account) => {
        toast.success(t`Courier connected`);
        onSaved(account);
      },
      onError: (error) => {
        if (!showApiErrors(form, i18n, error))
          toast.error(t`Could not save the courier account, please try again later`);
      },
    }),
  );
  const text = (
    field: keyof Values,
    label: string,
    options: { secret?: boolean; required?: boolean; numeric?: boolean } = {},
  ) => (
    <FormField label={label} required={options.required ?? true} error={errors[field]?.message}>
      <Input
        {...form.register(field)}
        type={options.secret ? 'password' : 'text'}
        autoComplete="off"
        {...(options.numeric ? { inputMode: 'numeric' as const } : {})}
      />
    </FormField>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t`Courier credentials`}
    >
      {courier === 'steadfast' && (
        <>
          {text('api_key', t`API key`)}
          {text('secret_key', t`Secret key`, { secret: true })}
          {env.localApi && (
            <p className={styles.muted} data-testid="demo-courier-keys">
              {t`Development: bookings go to a local Steadfast stand-in, which takes API key demo-api-key and secret key demo-secret-key.`}
            </p>
          )}
        </>
      )}
      {courier === 'pathao' && (
        <>
          {text('client_id', t`Client ID`)}
          {text('client_secret', t`Client secret`, { secret: true })}
          {text('username', t`Merchant email`)}
          {text('password', t`Merchant password`, { secret: true })}
          {text('store_id', t`Store ID`, { numeric: true })}
        </>
      )}
      {courier === 'redx' && (
        <>
          {text('access_token', t`API access token`, { secret: true })}
          {text('pickup_store_id', t`Pickup store ID`, { numeric: true, required: false })}
        </>
      )}
      {connected && (
        <label>
          <input type="checkbox" {...form.register('new_webhook_secret')} />{' '}
          {t`Make a new webhook secret (the old one stops working)`}
        </label>
      )}
      <p className={styles.muted}>{t`The credentials are stored encrypted and never shown again.`}</p>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t`Save`}
        </Button>
      </div>
    </form>
  );
}

function WebhookDetails({ saved, onDone }: { saved: SavedCourierAccount; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.form} data-testid="courier-webhook">
      <p>{t`Paste this webhook address into the courier's merchant panel, so parcels update here by themselves.`}</p>
      <div className={styles.secret}>
        <strong>{t`Webhook URL`}</strong>
        <span className={styles.code}>{saved.webhook_url}</span>
      </div>
      {saved.webhook_secret && saved.courier !== 'redx' && (
        <div className={styles.secret}>
          <strong>{saved.courier === 'steadfast' ? t`Auth token (Bearer)` : t`Webhook secret`}</strong>
          <span className={styles.code}>{saved.webhook_secret}</span>
        </div>
      )}
      {saved.webhook_secret && <p className={styles.muted}>{t`This is shown only now: copy it before closing.`}</p>}
      <div className={styles.formActions}>
        <Button variant="primary" onClick={onDone}>
          {t`Done`}
        </Button>
      </div>
    </div>
  );
}
