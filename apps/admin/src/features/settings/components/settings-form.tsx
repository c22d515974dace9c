import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { shopSettingsBodySchema, type Shop } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input, Select, Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { apiFieldErrors, validateBody } from '../../../lib/form-errors.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { settingsValuesToBody, shopToSettingsValues } from '../settings-form-values.ts';
import * as styles from './settings.css.ts';

/** The shop's details, social links, SEO and tracking ids, and chat. */
export function SettingsForm({ shop }: { shop: Shop }) {
  const { t, i18n } = useLingui();
  const form = useForm(shopToSettingsValues(shop));
  const update = useUpdateShopSettings();
  const channel = form.values['online_shop_settings.default_chat_channel'];
  const error = (field: string) => form.errors[field];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateBody(i18n, shopSettingsBodySchema, settingsValuesToBody(form.values, shop.public));
    if (!checked.success) {
      form.showErrors(checked.errors);
      return;
    }
    update.mutate(checked.output, {
      onSuccess: (saved) => {
        // The server's form of each value (e.g. an upper-case GTM id, a page handle).
        form.setValues(shopToSettingsValues(saved));
        toast.success(t`Settings saved`);
      },
      onError: (failure) => {
        const fields = apiFieldErrors(i18n, failure);
        if (fields) form.showErrors(fields);
        else toast.error(errorText(i18n, failure));
      },
    });
  };

  const social: {
    field: 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'tiktok';
    label: string;
    example: string;
  }[] = [
    { field: 'facebook', label: 'Facebook', example: 'https://facebook.com/yourshop' },
    { field: 'twitter', label: 'X (Twitter)', example: 'https://x.com/yourshop' },
    { field: 'instagram', label: 'Instagram', example: 'https://instagram.com/yourshop' },
    { field: 'youtube', label: 'YouTube', example: 'https://youtube.com/@yourshop' },
    { field: 'tiktok', label: 'TikTok', example: 'https://tiktok.com/@yourshop' },
  ];

  return (
    <form ref={form.ref} className={styles.form} onSubmit={submit} noValidate aria-label={t`Shop settings`}>
      <Card as="section" padding="lg" aria-labelledby="shop-details" className={styles.section}>
        <h2 id="shop-details" className={styles.sectionTitle}>{t`Shop details`}</h2>
        <div className={styles.grid}>
          <FormField label={t`Shop name`} required error={error('name')}>
            <Input {...form.text('name')} />
          </FormField>
          <FormField label={t`Shop name in Bengali`} error={error('bn_name')}>
            <Input lang="bn" {...form.text('bn_name')} />
          </FormField>
          <FormField label={t`Address`} error={error('address')} className={styles.wide}>
            <Textarea rows={2} {...form.text('address')} />
          </FormField>
          <div className={styles.readOnly}>
            <span>{t`Mobile`}</span>
            <strong>{shop.user.mobile_number}</strong>
            <span className={styles.muted}>{t`The owner’s sign-in number; contact support to change it.`}</span>
          </div>
          <FormField
            label={t`Public number`}
            hint={t`Customers call this number; it shows in your shop.`}
            error={error('public_number')}
          >
            <Input type="tel" inputMode="tel" {...form.text('public_number')} />
          </FormField>
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="social-links" className={styles.section}>
        <h2 id="social-links" className={styles.sectionTitle}>{t`Social links`}</h2>
        <div className={styles.grid}>
          {social.map(({ field, label, example }) => (
            <FormField key={field} label={label} error={error(field)}>
              <Input type="url" inputMode="url" placeholder={example} {...form.text(field)} />
            </FormField>
          ))}
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="seo-tracking" className={styles.section}>
        <h2 id="seo-tracking" className={styles.sectionTitle}>{t`Search engines and tracking`}</h2>
        <div className={styles.grid}>
          <FormField label={t`SEO title`} error={error('meta_title')}>
            <Input {...form.text('meta_title')} />
          </FormField>
          <FormField label={t`SEO keywords`} error={error('online_shop_settings.seo_data')}>
            <Input {...form.text('online_shop_settings.seo_data')} />
          </FormField>
          <FormField label={t`SEO description`} error={error('meta_description')} className={styles.wide}>
            <Textarea rows={3} {...form.text('meta_description')} />
          </FormField>
          <FormField label={t`Google Tag Manager id`} hint="GTM-XXXXXXX" error={error('online_shop_settings.gtm')}>
            <Input autoCapitalize="characters" spellCheck={false} {...form.text('online_shop_settings.gtm')} />
          </FormField>
          <FormField label={t`Meta pixel id`} hint={t`5 to 20 digits`} error={error('online_shop_settings.pixel_id')}>
            <Input inputMode="numeric" spellCheck={false} {...form.text('online_shop_settings.pixel_id')} />
          </FormField>
          <FormField label={t`Pixel test event code`} error={error('online_shop_settings.pixel_test_event')}>
            <Input spellCheck={false} {...form.text('online_shop_settings.pixel_test_event')} />
          </FormField>
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="chat-settings" className={styles.section}>
        <h2 id="chat-settings" className={styles.sectionTitle}>{t`Chat`}</h2>
        <div className={styles.grid}>
          <FormField label={t`Chat channel`} error={error('online_shop_settings.default_chat_channel')}>
            <Select {...form.text('online_shop_settings.default_chat_channel')}>
              <option value="">{t`No chat button`}</option>
              <option value="whatsapp">WhatsApp</option>
              <option value="messenger">Messenger</option>
              <option value="facebook">Facebook</option>
              <option value="onsite">{t`Chat in the shop`}</option>
            </Select>
          </FormField>
          {channel === 'whatsapp' && (
            <FormField label={t`WhatsApp number`} required error={error('online_shop_settings.whatsapp_chat')}>
              <Input type="tel" inputMode="tel" {...form.text('online_shop_settings.whatsapp_chat')} />
            </FormField>
          )}
          {(channel === 'facebook' || channel === 'messenger') && (
            <FormField
              label={t`Facebook page`}
              hint={t`The page name or its link, e.g. facebook.com/yourshop`}
              required
              error={error('online_shop_settings.facebook_chat')}
            >
              <Input spellCheck={false} {...form.text('online_shop_settings.facebook_chat')} />
            </FormField>
          )}
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="order-settings" className={styles.section}>
        <h2 id="order-settings" className={styles.sectionTitle}>{t`Orders`}</h2>
        <div className={styles.grid}>
          <FormField
            label={t`Most of one product in one order`}
            hint={t`1 to 99. Stops one buyer from holding all your stock with cash-on-delivery orders.`}
            required
            error={error('online_shop_settings.max_line_quantity')}
          >
            <Input inputMode="numeric" {...form.text('online_shop_settings.max_line_quantity')} />
          </FormField>
        </div>
      </Card>

      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={update.isPending}>
          {t`Save settings`}
        </Button>
      </div>
    </form>
  );
}
