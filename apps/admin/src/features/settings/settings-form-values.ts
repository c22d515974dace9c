import type { ShopSettingsInput } from '@haat/api-client';
import type { ChatChannel, Shop } from '@haat/domain/schemas';
import { numberToInput, parseNumberInput } from '../../lib/number-input.ts';

/** The settings form as typed, shaped like the body: the API's 422 errors name its fields (`online_shop_settings.gtm`). */
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
  online_shop_settings: {
    seo_data: string;
    gtm: string;
    pixel_id: string;
    pixel_test_event: string;
    default_chat_channel: '' | ChatChannel;
    whatsapp_chat: string;
    facebook_chat: string;
    max_line_quantity: string;
  };
};

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
    online_shop_settings: {
      seo_data: settings.seo_data ?? '',
      gtm: settings.gtm ?? '',
      pixel_id: settings.pixel_id ?? '',
      pixel_test_event: settings.pixel_test_event ?? '',
      default_chat_channel: settings.default_chat_channel ?? '',
      whatsapp_chat: settings.whatsapp_chat ?? '',
      facebook_chat: settings.facebook_chat ?? '',
      max_line_quantity: numberToInput(settings.max_line_quantity),
    },
  };
}

/**
 * The `PUT /online-shop` body (it replaces every setting), still to be checked by the domain
 * schema. The contact of a chat channel that is not chosen is dropped.
 */
export function settingsValuesToBody(values: SettingsFormValues, isPublic: boolean): ShopSettingsInput {
  const settings = values.online_shop_settings;
  const channel = settings.default_chat_channel || null;
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
      seo_data: settings.seo_data,
      gtm: settings.gtm,
      pixel_id: settings.pixel_id,
      pixel_test_event: settings.pixel_test_event,
      default_chat_channel: channel,
      whatsapp_chat: usesWhatsapp ? settings.whatsapp_chat : null,
      facebook_chat: usesFacebook ? settings.facebook_chat : null,
      max_line_quantity: parseNumberInput(settings.max_line_quantity),
    },
  };
}
