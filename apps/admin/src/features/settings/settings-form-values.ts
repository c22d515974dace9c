import type { ShopSettingsInput } from '@haat/api-client';
import type { ChatChannel, Shop } from '@haat/domain/schemas';
import { numberToInput, parseNumberInput } from '../../lib/number-input.ts';

/** The settings form as typed; nested settings use the body's dot paths, like the API's 422 errors. */
export type SettingsFormValues = {
  name: string;
  bn_name: string;
  address: string;
  public_number: string;
  facebook: string;
  twitter: string;
  instagram: string;
  youtube: string;
  tiktok: string;
  meta_title: string;
  meta_description: string;
  'online_shop_settings.seo_data': string;
  'online_shop_settings.gtm': string;
  'online_shop_settings.pixel_id': string;
  'online_shop_settings.pixel_test_event': string;
  'online_shop_settings.default_chat_channel': '' | ChatChannel;
  'online_shop_settings.whatsapp_chat': string;
  'online_shop_settings.facebook_chat': string;
  'online_shop_settings.max_line_quantity': string;
};

export const socialFields = ['facebook', 'twitter', 'instagram', 'youtube', 'tiktok'] as const;

export function shopToSettingsValues(shop: Shop): SettingsFormValues {
  const settings = shop.online_shop_settings;
  return {
    name: shop.name,
    bn_name: shop.bn_name ?? '',
    address: shop.address ?? '',
    public_number: shop.public_number ?? '',
    facebook: shop.facebook ?? '',
    twitter: shop.twitter ?? '',
    instagram: shop.instagram ?? '',
    youtube: shop.youtube ?? '',
    tiktok: shop.tiktok ?? '',
    meta_title: shop.meta_title ?? '',
    meta_description: shop.meta_description ?? '',
    'online_shop_settings.seo_data': settings.seo_data ?? '',
    'online_shop_settings.gtm': settings.gtm ?? '',
    'online_shop_settings.pixel_id': settings.pixel_id ?? '',
    'online_shop_settings.pixel_test_event': settings.pixel_test_event ?? '',
    'online_shop_settings.default_chat_channel': settings.default_chat_channel ?? '',
    'online_shop_settings.whatsapp_chat': settings.whatsapp_chat ?? '',
    'online_shop_settings.facebook_chat': settings.facebook_chat ?? '',
    'online_shop_settings.max_line_quantity': numberToInput(settings.max_line_quantity),
  };
}

/**
 * The `PUT /online-shop` body (it replaces every setting), still to be checked by the domain
 * schema. The contact of a chat channel that is not chosen is dropped.
 */
export function settingsValuesToBody(values: SettingsFormValues, isPublic: boolean): ShopSettingsInput {
  const channel = values['online_shop_settings.default_chat_channel'] || null;
  const usesWhatsapp = channel === 'whatsapp';
  const usesFacebook = channel === 'facebook' || channel === 'messenger';
  return {
    name: values.name,
    bn_name: values.bn_name,
    address: values.address,
    public_number: values.public_number,
    facebook: values.facebook,
    twitter: values.twitter,
    instagram: values.instagram,
    youtube: values.youtube,
    tiktok: values.tiktok,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    public: isPublic,
    online_shop_settings: {
      seo_data: values['online_shop_settings.seo_data'],
      gtm: values['online_shop_settings.gtm'],
      pixel_id: values['online_shop_settings.pixel_id'],
      pixel_test_event: values['online_shop_settings.pixel_test_event'],
      default_chat_channel: channel,
      whatsapp_chat: usesWhatsapp ? values['online_shop_settings.whatsapp_chat'] : null,
      facebook_chat: usesFacebook ? values['online_shop_settings.facebook_chat'] : null,
      max_line_quantity: parseNumberInput(values['online_shop_settings.max_line_quantity']),
    },
  };
}
