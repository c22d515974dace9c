import { useLingui } from '@lingui/react/macro';
import { smsTemplateSaveBodySchema, type SmsTemplate } from '@haat/domain/schemas';
import { smsSegments } from '@haat/domain/sms-segments';
import { smsEventPlaceholders, smsTemplateIssues, unknownPlaceholders } from '@haat/domain/sms-templates';
import { translateValidation } from '@haat/i18n/messages';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { FormField } from '@haat/ui/form-field';
import { Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useSaveSmsTemplate } from '../api/sms-templates.ts';
import { previewSms } from '../sms-preview.ts';
import * as styles from './sms.css.ts';

export interface SmsTemplateEditorProps {
  template: SmsTemplate;
  /** The shop's name as the SMS shows it (the preview's `{shop}`). */
  shopName: string;
}

/**
 * One event's text in one language: the owner's own text (blank: the default), the placeholders it
 * may use, a live count of characters and SMS parts of the message with sample values, and its preview.
 */
export function SmsTemplateEditor({ template, shopName }: SmsTemplateEditorProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { event, language } = template;
  const form = useSchemaForm(smsTemplateSaveBodySchema, { event, language, text: template.text ?? '' });
  const save = useSaveSmsTemplate();
  const typed = form.watch('text') ?? '';
  const used = typed.trim() || template.default_text;
  const preview = previewSms(used, shopName, language);
  const count = smsSegments(preview);
  const unknown = unknownPlaceholders(event, typed);
  // Why the platform would refuse the text (a link, a phone number, bait, the frame missing), as it is typed.
  const refused = typed.trim()
    ? smsTemplateIssues(event, typed).filter((id) => id !== 'validation.sms_placeholder_unknown')
    : [];
  const allowed = smsEventPlaceholders[event].map((name) => `{${name}}`).join(' ');
  const languageName = language === 'bn' ? t`Bengali` : t`English`;

  const submit = (text: string) =>
    save.mutate(
      { event, language, text },
      {
        onSuccess: (saved) => {
          form.reset({ event, language, text: saved.text ?? '' });
          toast.success(saved.text === null ? t`Default text restored` : t`SMS text saved`);
        },
        onError: (failure) => {
          if (!showApiErrors(form, i18n, failure)) toast.error(errorText(i18n, failure));
        },
      },
    );
  const onSubmit = form.handleSubmit((body) => submit(body.text ?? ''));

  const characters = formatNumber(count.characters, locale);
  const parts = formatNumber(count.segments, locale);
  const perPart = formatNumber(count.perSegment, locale);
  const encoding = count.encoding;
  const unknownText = unknown.map((name) => `{${name}}`).join(', ');

  return (
    <form className={styles.editor} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={languageName}>
      <FormField
        label={languageName}
        hint={t`Can use: ${allowed}. Leave it blank for the default text.`}
        error={
          unknown.length > 0
            ? t`Unknown placeholder ${unknownText}: this message cannot fill it.`
            : refused.length > 0
              ? refused.map((id) => translateValidation(i18n, { id })).join(' ')
              : form.formState.errors.text?.message
        }
      >
        <Textarea rows={3} lang={language} placeholder={template.default_text} {...form.register('text')} />
      </FormField>
      <p className={styles.counter} aria-live="polite" data-testid="sms-counter">
        {t`${characters} characters, ${parts} SMS (${encoding}, ${perPart} per SMS)`}
      </p>
      <p className={styles.muted}>{t`Preview with sample values:`}</p>
      <p className={styles.preview} lang={language} data-testid="sms-preview">
        {preview}
      </p>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={template.text === null || save.isPending}
          onClick={() => submit('')}
        >
          {t`Use default`}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="sm"
          disabled={unknown.length > 0 || refused.length > 0 || save.isPending}
        >
          {t`Save`}
        </Button>
      </div>
    </form>
  );
}
