import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { domainBodySchema, type DomainRecord } from '@haat/domain/schemas';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { apiFieldErrors, validateBody } from '../../../lib/form-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useDomain } from '../api/domain.ts';
import { useSetDomain } from '../api/set-domain.ts';
import * as styles from './own-domain.css.ts';

/** The shop's own domain: set one when there is none; changing it goes through support (SPEC §1). */
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

function DomainDetails({ record }: { record: DomainRecord }) {
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
      <p className={styles.notice} role="note">
        {t`To change your domain, please contact support.`}
      </p>
    </Card>
  );
}

function DomainForm() {
  const { t, i18n } = useLingui();
  const form = useForm({ domain: '' });
  const save = useSetDomain();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBody(i18n, domainBodySchema, form.values);
    if (!checked.success) {
      form.showErrors(checked.errors);
      return;
    }
    save.mutate(checked.output.domain, {
      onSuccess: () => toast.success(t`Domain added`),
      onError: (error) => {
        const fields = apiFieldErrors(i18n, error);
        if (fields) form.showErrors(fields);
        else if (hasStatus(error, 409))
          form.showErrors({ domain: t`This shop already has a domain. To change it, please contact support.` });
        else toast.error(errorText(i18n, error));
      },
    });
  };

  return (
    <Card padding="lg" as="section" aria-labelledby="domain-form-title" className={styles.card}>
      <h2 id="domain-form-title">{t`Add your domain`}</h2>
      <p className={styles.muted}>
        {t`After adding it, point the domain’s DNS to Haat as support tells you; the secure certificate follows by itself.`}
      </p>
      <form ref={form.ref} className={styles.form} onSubmit={submit} noValidate aria-label={t`Add your domain`}>
        <FormField label={t`Domain`} hint={t`For example myshop.com`} required error={form.errors['domain']}>
          <Input autoCapitalize="none" spellCheck={false} inputMode="url" {...form.text('domain')} />
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
