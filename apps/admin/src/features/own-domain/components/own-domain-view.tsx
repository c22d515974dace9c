import { useLingui } from '@lingui/react/macro';
import { domainBodySchema, type OwnDomain } from '@haat/domain/schemas';
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
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useDomain } from '../api/domain.ts';
import { useSetDomain, useVerifyDomain } from '../api/set-domain.ts';
import * as styles from './own-domain.css.ts';

/** The shop's own domain: claim one, prove it through DNS; changing a verified one goes through support (docs/product/README.md). */
export function OwnDomainView() {
  const { t } = useLingui();
  const domain = useDomain();
  return (
    <>
      <PageHeader title={t`Own domain`} description={t`Open your shop on your own address, such as myshop.com.`} />
      <QueryState query={domain}>
        {(record) => (record ? <DomainDetails record={record} /> : <DomainForm />)}
      </QueryState>
    </>
  );
}

function DomainDetails({ record }: { record: OwnDomain }) {
  const { t } = useLingui();
  return (
    <Card padding="lg" as="section" aria-labelledby="domain-title" className={styles.card}>
      <h2 id="domain-title" className={styles.muted}>{t`Your domain`}</h2>
      <p className={styles.domain} data-testid="own-domain">
        {record.domain}
      </p>
      <div className={styles.statuses}>
        <Badge tone={record.verified ? 'green' : 'yellow'}>
          {record.verified ? t`Verified` : t`Waiting for verification`}
        </Badge>
        <Badge tone={record.ssl_status === 'verified' ? 'green' : 'yellow'}>
          {record.ssl_status === 'verified' ? t`Secure (HTTPS) ready` : t`Secure certificate pending`}
        </Badge>
      </div>
      {record.verified ? (
        <p className={styles.notice} role="note">
          {t`To change your domain, please contact support.`}
        </p>
      ) : (
        <DnsSteps record={record} />
      )}
    </Card>
  );
}

/** What to publish at the domain's DNS provider, and a check that says what it found. */
function DnsSteps({ record }: { record: OwnDomain }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const verify = useVerifyDomain();
  const problems: Record<NonNullable<OwnDomain['check_error']>, string> = {
    not_found: t`No record found yet. DNS changes can take up to a few hours to show.`,
    wrong_value: t`A record was found, but not with this value. Check that you copied it exactly.`,
    dns_error: t`The DNS servers did not answer. Please try again in a few minutes.`,
  };
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => toast.success(t`Copied`),
      () => undefined,
    );
  return (
    <section aria-labelledby="dns-steps-title" className={styles.steps}>
      <h3 id="dns-steps-title">{t`Prove that the domain is yours`}</h3>
      <p className={styles.muted}>
        {t`Until then the domain does not open your shop, and nobody else can take it from you by claiming it.`}
      </p>
      <ol className={styles.stepList}>
        <li>
          {t`At your domain provider, add this TXT record:`}
          <dl className={styles.record}>
            <dt>{t`Name`}</dt>
            <dd>
              <code data-testid="txt-name">{record.txt_record.name}</code>{' '}
              <Button
                variant="link"
                size="sm"
                onClick={() => copy(record.txt_record.name)}
                aria-label={t`Copy the record name`}
              >
                {t`Copy`}
              </Button>
            </dd>
            <dt>{t`Value`}</dt>
            <dd>
              <code data-testid="txt-value">{record.txt_record.value}</code>{' '}
              <Button
                variant="link"
                size="sm"
                onClick={() => copy(record.txt_record.value)}
                aria-label={t`Copy the record value`}
              >
                {t`Copy`}
              </Button>
            </dd>
          </dl>
          {t`Or point the domain with a CNAME record to ${record.cname_target}.`}
        </li>
        <li>{t`Then check it here. We also check again by ourselves from time to time.`}</li>
      </ol>
      {record.check_error && (
        <p role="alert" className={styles.notice}>
          {problems[record.check_error]}
        </p>
      )}
      {record.last_checked_at && (
        <p className={styles.muted}>{t`Last checked ${formatDateTime(record.last_checked_at, locale)}`}</p>
      )}
      <div>
        <Button
          variant="primary"
          loading={verify.isPending}
          onClick={() =>
            verify.mutate(undefined, {
              onSuccess: (checked) => {
                if (checked.verified) toast.success(t`Your domain is verified`);
              },
              onError: (error) => toast.error(errorText(i18n, error)),
            })
          }
        >
          {t`Check now`}
        </Button>
      </div>
    </section>
  );
}

function DomainForm() {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(domainBodySchema, { domain: '' });
  const save = useSetDomain();

  const submit = form.handleSubmit((body) =>
    save.mutate(body.domain, {
      onSuccess: () => toast.success(t`Domain added. Now prove that it is yours.`),
      onError: (error) => {
        if (showApiErrors(form, i18n, error)) return;
        if (hasStatus(error, 409))
          form.setError('domain', { type: 'server', message: errorText(i18n, error) }, { shouldFocus: true });
        else toast.error(errorText(i18n, error));
      },
    }),
  );

  return (
    <Card padding="lg" as="section" aria-labelledby="domain-form-title" className={styles.card}>
      <h2 id="domain-form-title">{t`Add your domain`}</h2>
      <p className={styles.muted}>
        {t`After adding it, you prove that the domain is yours with a DNS record; the secure certificate follows by itself.`}
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Add your domain`}>
        <FormField
          label={t`Domain`}
          hint={t`For example myshop.com`}
          required
          error={form.formState.errors.domain?.message}
        >
          <Input autoCapitalize="none" spellCheck={false} inputMode="url" {...form.register('domain')} />
        </FormField>
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t`Add domain`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
