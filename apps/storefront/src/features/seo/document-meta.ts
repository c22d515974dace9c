import type { Shop } from '@haat/domain/schemas';
import { localizedName, type Locale } from '@haat/i18n/locale';

/** What a shop page's head needs of the shop when its loader made none (the shop layout's data carries it). */
export type ShopHead = Pick<Shop, 'name' | 'bn_name' | 'meta_title' | 'meta_description' | 'public'>;

export interface DocumentMeta {
  /** The shop's name in the page's language: the second half of a page's title (`Checkout · রংধনু ফ্যাশন`). */
  name: string;
  /** The shop's own title (its home's): its meta title, else its name. */
  title: string;
  description: string | null;
  /** docs/product/storefront.md: a shop with public false is marked noindex. */
  noindex: boolean;
}

export function shopHead(shop: Shop): ShopHead {
  const { name, bn_name, meta_title, meta_description, public: published } = shop;
  return { name, bn_name, meta_title, meta_description, public: published };
}

/** Title and description from the shop's meta, falling back to its name in `locale`. */
export function shopDocumentMeta(shop: ShopHead, locale: Locale): DocumentMeta {
  const name = localizedName(shop, locale);
  return {
    name,
    title: shop.meta_title?.trim() || name,
    description: shop.meta_description?.trim() || null,
    noindex: !shop.public,
  };
}
