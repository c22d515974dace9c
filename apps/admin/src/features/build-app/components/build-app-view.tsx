import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { apkLeadBodySchema, type ApkLead } from '@haat/domain/schemas';
import { formatDateTime } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Badge, type BadgeTone } from '@haat/ui/badge';
import { Button, ButtonLink } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input, Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { useCurrentShop } from '../../../lib/online-shop.ts';
import { useApkLead } from '../api/apk-lead.ts';
import { useRequestApk } from '../api/request-apk.ts';
import * as styles from './build-app.css.ts';

const statusTexts: Record<ApkLead['status'], { label: MessageDescriptor; text: MessageDescriptor; tone: BadgeTone }> = {
  requested: { label: msg`Requested`, text: msg`We have your request and will start building soon.`, tone: 'blue' },
  building: {
    label: msg`Building`,
    text: msg`Your app is being built. This usually takes a few days.`,
    tone: 'yellow',
  },
  ready: {
    label: msg`Ready`,
    text: msg`Your app is ready. Download it and share it with your customers.`,
    tone: 'green',
  },
  rejected: { label: msg`Rejected`, text: msg`We could not build this app. Please contact support.`, tone: 'red' },
};

/** Ask for an Android app of the shop, then follow the request (the apk lead). */
export function BuildAppView() {
  const { t } = useLingui();
  const lead = useApkLead();
  return (
    <>
      <PageHeader title={t`Build app`} description={t`Get your shop as an Android app for your customers.`} />
      <QueryState query={lead}>{(data) => (data ? <LeadStatus lead={data} /> : <RequestForm />)}</QueryState>
    </>
  );
}

function LeadStatus({ lead }: { lead: ApkLead }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const status = statusTexts[lead.status];
  const download = imageUrl(lead.download_url);
  return (
    <Card as="section" padding="lg" aria-labelledby="apk-status" className={styles.card}>
      <h2 id="apk-status">{t`Your app request`}</h2>
      <div>
        <Badge tone={status.tone} data-testid="apk-status">
          {i18n._(status.label)}
        </Badge>
      </div>
      <p>{i18n._(status.text)}</p>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t`App name`}</dt>
        <dd>{lead.app_name}</dd>
        <dt className={styles.term}>{t`Contact mobile`}</dt>
        <dd>{lead.contact_mobile}</dd>
        {lead.note && (
          <>
            <dt className={styles.term}>{t`Note`}</dt>
            <dd>{lead.note}</dd>
          </>
        )}
        <dt className={styles.term}>{t`Requested on`}</dt>
        <dd>{formatDateTime(lead.created_at, locale)}</dd>
      </dl>
      {lead.status === 'ready' && download && (
        <div>
          <ButtonLink href={download} variant="primary" startIcon={<Download size={16} />}>
            {t`Download the app`}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}

function RequestForm() {
  const { t, i18n } = useLingui();
  const shop = useCurrentShop();
  const form = useSchemaForm(apkLeadBodySchema, {
    app_name: shop.name,
    contact_mobile: shop.user.mobile_number ?? '',
    note: '',
  });
  const request = useRequestApk();
  const { errors } = form.formState;

  const submit = form.handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: () => toast.success(t`App requested`),
      onError: (error) => {
        if (!showApiErrors(form, i18n, error)) toast.error(errorText(i18n, error));
      },
    }),
  );

  return (
    <Card as="section" padding="lg" aria-labelledby="apk-request" className={styles.card}>
      <h2 id="apk-request">{t`Request your app`}</h2>
      <p
        className={styles.muted}
      >{t`We build the app with your shop’s name, logo and theme, and call you on this number.`}</p>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t`Request your app`}
      >
        <FormField label={t`App name`} required error={errors.app_name?.message}>
          <Input {...form.register('app_name')} />
        </FormField>
        <FormField label={t`Contact mobile`} required error={errors.contact_mobile?.message}>
          <Input type="tel" inputMode="tel" {...form.register('contact_mobile')} />
        </FormField>
        <FormField label={t`Note`} hint={t`Anything we should know (optional).`} error={errors.note?.message}>
          <Textarea rows={3} {...form.register('note')} />
        </FormField>
        <div>
          <Button type="submit" variant="primary" loading={request.isPending}>
            {t`Request app`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
