import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { smsEvents } from '@haat/domain/sms-templates';
import { localizedName } from '@haat/i18n/locale';
import { Card } from '@haat/ui/card';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentShop } from '../../../lib/online-shop.ts';
import { useSmsLog } from '../api/sms-log.ts';
import { useSmsSettings } from '../api/sms-settings.ts';
import { useSmsTemplates } from '../api/sms-templates.ts';
import { SmsLogTable } from './sms-log-table.tsx';
import { SmsSettingsForm } from './sms-settings-form.tsx';
import { SmsTemplateEditor } from './sms-template-editor.tsx';
import { smsEventLabels } from './sms-texts.ts';
import * as styles from './sms.css.ts';

/** Order SMS: switches and budget, each event's texts in Bengali and English, and the log. */
export function SmsView() {
  const { t, i18n } = useLingui();
  const shop = useCurrentShop();
  const settings = useSmsSettings();
  const templates = useSmsTemplates();
  const [page, setPage] = useState(1);
  const log = useSmsLog(page);

  return (
    <>
      <PageHeader
        title={t`SMS`}
        description={t`Texts your customers get as their order moves, and the new-order alert to you.`}
      />
      <div className={styles.sections}>
        <Card as="section" padding="lg" aria-labelledby="sms-settings" className={styles.section}>
          <h2 id="sms-settings" className={styles.sectionTitle}>{t`Settings`}</h2>
          <QueryState query={settings}>{(data) => <SmsSettingsForm settings={data} />}</QueryState>
        </Card>
        <QueryState query={templates}>
          {(list) =>
            smsEvents.map((event) => (
              <Card key={event} as="section" padding="lg" aria-labelledby={`sms-${event}`} className={styles.section}>
                <h2 id={`sms-${event}`} className={styles.sectionTitle}>
                  {i18n._(smsEventLabels[event])}
                </h2>
                <div className={styles.editors}>
                  {list
                    .filter((template) => template.event === event)
                    .map((template) => (
                      <SmsTemplateEditor
                        key={`${template.language}-${template.text ?? ''}`}
                        template={template}
                        shopName={localizedName(shop, template.language)}
                      />
                    ))}
                </div>
              </Card>
            ))
          }
        </QueryState>
        <Card as="section" padding="lg" aria-labelledby="sms-log" className={styles.section}>
          <h2 id="sms-log" className={styles.sectionTitle}>{t`SMS log`}</h2>
          <QueryState query={log}>{(data) => <SmsLogTable log={data} onPageChange={setPage} />}</QueryState>
        </Card>
      </div>
    </>
  );
}
