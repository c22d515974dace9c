import { useLingui } from '@lingui/react/macro';
import { shopSettingsBodySchema, type Shop } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { Card } from '@haat/ui/card';
import { FormField } from '@haat/ui/form-field';
import { Input, Select, Textarea } from '@haat/ui/input';
import { toast } from '@haat/ui/toast';
import { errorText } from '../../../lib/error-text.ts';
import { showApiErrors, useSchemaForm } from '../../../lib/form.ts';
import { useUpdateShopSettings } from '../api/update-shop-settings.ts';
import { settingsValuesToBody, shopToSettingsValues } from '../settings-form-values.ts';
import * as styles from './settings.css.ts';

/** The shop's details, social links, SEO and tracking ids, and chat. */
export function SettingsForm({ shop }: { shop: Shop }) {
  const { t, i18n } = useLingui();
  const form = useSchemaForm(shopSettingsBodySchema, shopToSettingsValues(shop), {
    toBody: (values) => settingsValuesToBody(values, shop.public),
  });
  const update = useUpdateShopSettings();
  const channel = form.watch('online_shop_settings.default_chat_channel');
  const { errors } = form.formState;
  const settingsErrors = errors.online_shop_settings;

  const submit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        // The server's form of each value (e.g. an upper-case GTM id, a page handle).
        form.reset(shopToSettingsValues(saved));
        toast.success(t`Settings saved`);
      },
      onError: (failure) => {
        if (!showApiErrors(form, i18n, failure)) toast.error(errorText(i18n, failure));
      },
    }),
  );

  const social: {
    field: 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'tiktok';
    label: string;
    example: string;
  }[] = [
    { field: 'facebook', label: t`Facebook`, example: 'https://facebook.com/yourshop' },
    { field: 'twitter', label: t`X (Twitter)`, example: 'https://x.com/yourshop' },
    { field: 'instagram', label: t`Instagram`, example: 'https://instagram.com/yourshop' },
    { field: 'youtube', label: t`YouTube`, example: 'https://youtube.com/@yourshop' },
    { field: 'tiktok', label: t`TikTok`, example: 'https://tiktok.com/@yourshop' },
  ];

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t`Shop settings`}>
      <Card as="section" padding="lg" aria-labelledby="shop-details" className={styles.section}>
        <h2 id="shop-details" className={styles.sectionTitle}>{t`Shop details`}</h2>
        <div className={styles.grid}>
          <FormField label={t`Shop name`} required error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label={t`Shop name in Bengali`} error={errors.bn_name?.message}>
            <Input lang="bn" {...form.register('bn_name')} />
          </FormField>
          <FormField label={t`Address`} error={errors.address?.message} className={styles.wide}>
            <Textarea rows={2} {...form.register('address')} />
          </FormField>
          <div className={styles.readOnly}>
            <span>{t`Mobile`}</span>
            <strong>{shop.user.mobile_number}</strong>
            <span className={styles.muted}>{t`The owner’s sign-in number; contact support to change it.`}</span>
          </div>
          <FormField
            label={t`Public number`}
            hint={t`Customers call this number; it shows in your shop.`}
            error={errors.public_number?.message}
          >
            <Input type="tel" inputMode="tel" {...form.register('public_number')} />
          </FormField>
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="social-links" className={styles.section}>
        <h2 id="social-links" className={styles.sectionTitle}>{t`Social links`}</h2>
        <div className={styles.grid}>
          {social.map(({ field, label, example }) => (
            <FormField key={field} label={label} error={errors[field]?.message}>
              <Input type="url" inputMode="url" placeholder={example} {...form.register(field)} />
            </FormField>
          ))}
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="seo-tracking" className={styles.section}>
        <h2 id="seo-tracking" className={styles.sectionTitle}>{t`Search engines and tracking`}</h2>
        <div className={styles.grid}>
          <FormField label={t`SEO title`} error={errors.meta_title?.message}>
            <Input {...form.register('meta_title')} />
          </FormField>
          <FormField label={t`SEO keywords`} error={settingsErrors?.seo_data?.message}>
            <Input {...form.register('online_shop_settings.seo_data')} />
          </FormField>
          <FormField label={t`SEO description`} error={errors.meta_description?.message} className={styles.wide}>
            <Textarea rows={3} {...form.register('meta_description')} />
          </FormField>
          <FormField label={t`Google Tag Manager id`} hint="GTM-XXXXXXX" error={settingsErrors?.gtm?.message}>
            <Input autoCapitalize="characters" spellCheck={false} {...form.register('online_shop_settings.gtm')} />
          </FormField>
          <FormField label={t`Meta pixel id`} hint={t`5 to 20 digits`} error={settingsErrors?.pixel_id?.message}>
            <Input inputMode="numeric" spellCheck={false} {...form.register('online_shop_settings.pixel_id')} />
          </FormField>
          <FormField label={t`Pixel test event code`} error={settingsErrors?.pixel_test_event?.message}>
            <Input spellCheck={false} {...form.register('online_shop_settings.pixel_test_event')} />
          </FormField>
        </div>
      </Card>

      <Card as="section" padding="lg" aria-labelledby="chat-settings" className={styles.section}>
        <h2 id="chat-settings" className={styles.sectionTitle}>{t`Chat`}</h2>
        <div className={styles.grid}>
          <FormField label={t`Chat channel`} error={settingsErrors?.default_chat_channel?.message}>
            <Select {...form.register('online_shop_settings.default_chat_channel')}>
              <option value="">{t`No chat button`}</option>
              <option value="whatsapp">WhatsApp</option>
              <option value="messenger">Messenger</option>
              <option value="facebook">Facebook</option>
              <option value="onsite">{t`Chat in the shop`}</option>
            </Select>
          </FormField>
          {channel === 'whatsapp' && (
            <FormField label={t`WhatsApp number`} required error={settingsErrors?.whatsapp_chat?.message}>
              <Input type="tel" inputMode="tel" {...form.register('online_shop_settings.whatsapp_chat')} />
            </FormField>
          )}
          {(channel === 'facebook' || channel === 'messenger') && (
            <FormField
              label={t`Facebook page`}
              hint={t`The page name or its link, e.g. facebook.com/yourshop`}
              required
              error={settingsErrors?.facebook_chat?.message}
            >
              <Input spellCheck={false} {...form.register('online_shop_settings.facebook_chat')} />
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
            error={settingsErrors?.max_line_quantity?.message}
          >
            <Input inputMode="numeric" {...form.register('online_shop_settings.max_line_quantity')} />
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
