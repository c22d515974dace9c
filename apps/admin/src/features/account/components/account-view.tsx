import { useLingui } from '@lingui/react/macro';
import { changePasswordBodySchema, type OwnerSessionInfo } from '@haat/domain/schemas';
import { formatDateTime } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useChangePassword, useEndSession, useSessions } from '../api/sessions.ts';
import { describeUserAgent, type DeviceKind } from '../user-agent.ts';
import * as styles from './account.css.ts';

/** The owner's sessions (sign out elsewhere) and password. */
export function AccountView() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Account and security`} description={t`Where you are signed in, and your password.`} />
      <Sessions />
      <PasswordForm />
    </>
  );
}

function Sessions() {
  const { t } = useLingui();
  const sessions = useSessions();
  return (
    <Card as="section" padding="lg" aria-labelledby="sessions-title" className={styles.card}>
      <h2 id="sessions-title">{t`Where you are signed in`}</h2>
      <QueryState query={sessions}>
        {(list) => (
          <ul className={styles.sessions}>
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function SessionRow({ session }: { session: OwnerSessionInfo }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const end = useEndSession();
  const device = useDeviceWords(session.user_agent);
  return (
    <li className={styles.session}>
      <span className={styles.device}>
        {device}
        <br />
        <span className={styles.muted}>{t`Signed in ${formatDateTime(session.created_at, locale)}`}</span>
      </span>
      {session.current ? (
        <span className={styles.badge}>
          <Badge tone="green">{t`This device`}</Badge>
        </span>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          loading={end.isPending}
          aria-label={t`Sign out ${device}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => toast.success(t`Signed out there`),
              onError: (error) => toast.error(errorText(i18n, error)),
            })
          }
        >
          {t`Sign out`}
        </Button>
      )}
    </li>
  );
}

function PasswordForm() {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(changePasswordBodySchema, {
    current_password: '',
    password: '',
    password_confirmation: '',
  });
  const change = useChangePassword();
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => {
        toast.success(t`Password changed. Your other sessions are signed out.`);
        form.reset();
      },
      onError: (error) => {
        if (!showApiErrors(form, i18n, error)) toast.error(errorText(i18n, error));
      },
    }),
  );

  return (
    <Card as="section" padding="lg" aria-labelledby="password-title" className={styles.card}>
      <h2 id="password-title">{t`Change password`}</h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Change password`}>
        <FormField label={t`Current password`} required error={errors.current_password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
        </FormField>
        <FormField
          label={t`New password`}
          hint={t`At least 6 characters, with letters and numbers`}
          required
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t`Confirm new password`} required error={errors.password_confirmation?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
        </FormField>
        <div>
          <Button type="submit" variant="primary" loading={change.isPending}>
            {t`Change password`}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** A session's device in words: "Chrome on Android · phone", never the raw User-Agent. */
function useDeviceWords(userAgent: string | null): string {
  const { t } = useLingui();
  const info = userAgent ? describeUserAgent(userAgent) : null;
  if (!info?.browser && !info?.system) return t`Unknown device`;
  const kinds: Record<DeviceKind, string> = { phone: t`phone`, tablet: t`tablet`, computer: t`computer`, tv: t`TV` };
  const { browser, system } = info;
  const names = browser && system ? t`${browser} on ${system}` : (browser ?? system ?? '');
  return info.kind ? `${names} · ${kinds[info.kind]}` : names;
}
