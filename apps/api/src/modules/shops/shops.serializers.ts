import {
  chatChannels,
  DEFAULT_MAX_LINE_QUANTITY,
  type ChatChannel,
  type OnlineShopSettings,
  type Shop,
  type Theme,
} from '@haat/domain/schemas';
import type { ShopSettingsColumn } from '../../platform/db/schema.ts';
import type { CustomDomainRow, OwnerRow, ProductRow, ShopRow } from '../../platform/db/rows.ts';
import { imageUrls } from '../../platform/storage/images.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { serializeFeaturedProduct } from '../products/products.serializers.ts';

export interface ShopParts {
  shop: ShopRow;
  owner: Pick<OwnerRow, 'name' | 'email' | 'mobile'>;
  domain: Pick<CustomDomainRow, 'domain'> | null;
  featuredProduct: ProductRow | null;
}

const isChatChannel = (value: unknown): value is ChatChannel => (chatChannels as readonly unknown[]).includes(value);

export function serializeSettings(settings: ShopSettingsColumn): OnlineShopSettings {
  return {
    seo_data: settings.seo_data ?? null,
    gtm: settings.gtm ?? null,
    pixel_id: settings.pixel_id ?? null,
    pixel_test_event: settings.pixel_test_event ?? null,
    default_chat_channel: isChatChannel(settings.default_chat_channel) ? settings.default_chat_channel : null,
    whatsapp_chat: settings.whatsapp_chat ?? null,
    facebook_chat: settings.facebook_chat ?? null,
    max_line_quantity: settings.max_line_quantity ?? DEFAULT_MAX_LINE_QUANTITY,
  };
}

/**
 * The shop as anyone may read it (`GET /api/shop/online-shop/{slug}`): no owner email, and the owner's mobile only
 * while the shop is unpublished, for its panel (decision 193); an unpublished shop has no featured product
 * (decision 161).
 */
export function serializePublicShop(parts: ShopParts, storage: ImageStorage): Shop {
  const published = parts.shop.public;
  const shop = serializeShop(published ? parts : { ...parts, featuredProduct: null }, storage);
  return { ...shop, user: { ...shop.user, email: null, mobile_number: published ? null : shop.user.mobile_number } };
}

export function serializeShop({ shop, owner, domain, featuredProduct }: ShopParts, storage: ImageStorage): Shop {
  const banner = imageUrls(storage, shop.bannerKey);
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.name,
    bn_name: shop.bnName,
    address: shop.address,
    logo_url: imageUrls(storage, shop.logoKey)?.url ?? null,
    banner_url: banner?.url ?? null,
    banner_medium_url: banner?.medium_url ?? null,
    public_number: shop.publicNumber,
    public: shop.public,
    theme: shop.theme as Theme,
    meta_title: shop.metaTitle,
    meta_description: shop.metaDescription,
    facebook: shop.facebook,
    twitter: shop.twitter,
    instagram: shop.instagram,
    youtube: shop.youtube,
    tiktok: shop.tiktok,
    custom_domain: domain ? { domain: domain.domain } : null,
    user: { name: owner.name, email: owner.email, mobile_number: owner.mobile },
    online_shop_settings: serializeSettings(shop.settings),
    featured_product: featuredProduct ? serializeFeaturedProduct(featuredProduct, storage) : null,
    created_at: shop.createdAt.toISOString(),
    updated_at: shop.updatedAt.toISOString(),
  };
}
