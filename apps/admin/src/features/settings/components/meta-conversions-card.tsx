import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MetaConversions } from '@haat/domain/schemas';
import { formatDateTime } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useMetaConversions, useSaveMetaConversions } from '../api/meta-conversions.ts';
import * as styles from './settings.css.ts';

/** The Meta Conversions API's section of the settings (decision 219). */
export function MetaConversionsCard() {
  const state = useMetaConversions();
  return <QueryState query={state}>{(data) => <MetaConversionsSection state={data} />}</QueryState>;
}

/** The access token (written, never shown again), what the events need, and what the last send did. */
export function MetaConversionsSection({ state }: { state: MetaConversions }) {
  const { t, i18n } = useLingui();
  const save = useSaveMetaConversions();
  const [token, setToken] = useState('');
  const locale = toLocale(i18n.locale);

  const submit = (accessToken: string | null) =>
    save.mutateAsync(accessToken).then(
      () => {
        setToken('');
        toast.success(accessToken === null ? t`Access token removed` : t`Access token saved`);
      },
      (error: unknown) => toast.error(errorText(i18n, error)),
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(token);
  };

  const errors: Record<string, string> = {
    auth_failed: t`Meta refused the access token: make a new one in Events Manager and save it here.`,
    invalid_request: t`Meta refused an event. Check the pixel ID above.`,
    too_old: t`An event could not be sent within 7 days and was dropped.`,
  };
  const lastError =
    state.last_error === null
      ? null
      : (errors[state.last_error] ?? t`Meta could not be reached; the event is tried again.`);

  return (
    <Card as="section" padding="lg" aria-labelledby="meta-capi-title" className={styles.section}>
      <h2 id="meta-capi-title" className={styles.sectionTitle}>{t`Meta Conversions API`}</h2>
      <p className={styles.muted}>
        {t`Your server tells Meta about every purchase too, so ads keep learning when a browser blocks the pixel. Meta counts each purchase once.`}
      </p>
      {state.pixel_id === null && (
        <p role="status" className={styles.guidance}>{t`Set your Facebook Pixel ID above first.`}</p>
      )}
      {state.own_domain === null ? (
        <p role="status" className={styles.guidance}>
          {t`Purchases are sent for orders placed on your own domain, where the pixel runs. Connect one under Domain.`}
        </p>
      ) : (
        <p className={styles.muted}>{t`Purchases on ${state.own_domain} are sent.`}</p>
      )}
      {state.test_event_code !== null && (
        <p className={styles.muted}>
          {t`Test event code ${state.test_event_code} is sent with each event: remove it when your test is done.`}
        </p>
      )}
      <form className={styles.readOnly} onSubmit={onSubmit}>
        <label htmlFor="meta-capi-token">{state.token_set ? t`New access token` : t`Access token`}</label>
        <div className={styles.copyRow}>
          <Input
            id="meta-capi-token"
            type="password"
            autoComplete="off"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            placeholder={state.token_set ? t`Saved (hidden)` : t`Paste it from Events Manager`}
          />
          <Button type="submit" size="sm" loading={save.isPending} disabled={token.trim() === ''}>
            {t`Save`}
          </Button>
        </div>
      </form>
      {state.token_set && (
        <>
          <p role="status" className={lastError ? styles.guidance : styles.muted}>
            {lastError ??
              (state.last_sent_at === null
                ? t`No purchase sent yet.`
                : t`Last purchase sent ${formatDateTime(state.last_sent_at, locale)}.`)}
          </p>
          <div>
            <Button variant="secondary" onClick={() => void submit(null)}>
              {t`Remove the access token`}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
