/* eslint-disable lingui/no-unlocalized-strings -- sample values written in the SMS's own language (bn or en), whatever the admin's language */
import {
  formatSmsItems,
  formatSmsTotal,
  renderTemplate,
  type SmsLanguage,
  type SmsValues,
} from '@haat/domain/sms-templates';

/** Made-up values the admin's preview fills the placeholders with. */
export function sampleSmsValues(shopName: string, language: SmsLanguage): SmsValues {
  return {
    shop: shopName,
    code: 'HT-7K2M9QXA',
    name: language === 'bn' ? 'রহিম উদ্দিন' : 'Rahim Uddin',
    mobile: '01711000111',
    total: formatSmsTotal(1310, language),
    tracking_url: 'https://shop.haat.com.bd/track-order?query=HT-7K2M9QXA',
    courier: 'Steadfast',
    tracking_code: 'SF7788',
    reason: language === 'bn' ? 'স্টক শেষ।' : 'Out of stock.',
    items: formatSmsItems(
      [
        {
          name: language === 'bn' ? 'সুতি কুর্তি' : 'Cotton kurti',
          options: [{ name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null }],
          quantity: 2,
        },
      ],
      language,
    ),
  };
}

/** The text as a customer would get it, with the sample values. */
export function previewSms(template: string, shopName: string, language: SmsLanguage): string {
  return renderTemplate(template, sampleSmsValues(shopName, language));
}
