import * as v from 'valibot';
import { featuredProductSchema } from './product.ts';
import { idSchema, orNull, timestampSchema } from './wire.ts';

export const themes = [1, 2, 3] as const;
export const themeSchema = v.picklist(themes);
export type Theme = v.InferOutput<typeof themeSchema>;

export const chatChannels = ['whatsapp', 'facebook', 'messenger', 'onsite'] as const;
export const chatChannelSchema = v.picklist(chatChannels);
export type ChatChannel = v.InferOutput<typeof chatChannelSchema>;

/** A new shop's cap on units of one product per order (a shop setting). */
export const DEFAULT_MAX_LINE_QUANTITY = 10;

export const onlineShopSettingsSchema = v.object({
  /** SEO keywords. */
  seo_data: orNull(v.string()),
  gtm: orNull(v.string()),
  pixel_id: orNull(v.string()),
  pixel_test_event: orNull(v.string()),
  default_chat_channel: orNull(chatChannelSchema),
  /** The WhatsApp number. */
  whatsapp_chat: orNull(v.string()),
  /** The Facebook page handle (for the Messenger link). */
  facebook_chat: orNull(v.string()),
  /** At most this many units of one product in one order (against stock hoarding). */
  max_line_quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type OnlineShopSettings = v.InferOutput<typeof onlineShopSettingsSchema>;

/**
 * The shop's owner. The admin's answers carry the owner's email and mobile; the public shop answer carries neither
 * email nor, for a published shop, the mobile (only an unpublished shop's panel needs a number to call; decision 193).
 */
export const shopOwnerSchema = v.object({
  name: v.string(),
  email: orNull(v.string()),
  mobile_number: orNull(v.string()),
});
export type ShopOwner = v.InferOutput<typeof shopOwnerSchema>;

export const shopSchema = v.object({
  id: idSchema,
  slug: v.string(),
  name: v.string(),
  bn_name: orNull(v.string()),
  address: orNull(v.string()),
  logo_url: orNull(v.string()),
  banner_url: orNull(v.string()),
  /** The banner 960 px wide (phones); null without a banner or for one stored before this size was kept. */
  banner_medium_url: orNull(v.string()),
  public_number: orNull(v.string()),
  public: v.boolean(),
  theme: themeSchema,
  meta_title: orNull(v.string()),
  meta_description: orNull(v.string()),
  facebook: orNull(v.string()),
  twitter: orNull(v.string()),
  instagram: orNull(v.string()),
  youtube: orNull(v.string()),
  tiktok: orNull(v.string()),
  custom_domain: orNull(v.object({ domain: v.string() })),
  user: shopOwnerSchema,
  online_shop_settings: onlineShopSettingsSchema,
  featured_product: orNull(featuredProductSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Shop = v.InferOutput<typeof shopSchema>;
