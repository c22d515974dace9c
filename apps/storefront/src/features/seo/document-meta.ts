import type { Shop } from '@haat/domain/schemas';

export interface DocumentMeta {
  title: string;
  description: string | null;
  /** docs/product/storefront.md: a shop with public false is marked noindex. */
  noindex: boolean;
}

/** Title and description from the shop's meta, falling back to its name. */
export function shopDocumentMeta(
  shop: Pick<Shop, 'name' | 'meta_title' | 'meta_description' | 'public'>,
): DocumentMeta {
  return {
    title: shop.meta_title?.trim() || shop.name,
    description: shop.meta_description?.trim() || null,
    noindex: !shop.public,
  };
}
