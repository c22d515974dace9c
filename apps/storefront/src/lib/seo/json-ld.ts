/* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary (types, enumerations), not text for people. */
// schema.org structured data (JSON-LD) of shop pages: Product with its Offer, BreadcrumbList, Store.
// The objects are plain data; React Router writes them into `<script type="application/ld+json">`
// escaping `<`, `>` and `&` (so a name holding `</script>` stays inside the script).
import { unitPriceTaka } from '@haat/domain/price';
import type { ProductDetail, Shop } from '@haat/domain/schemas';
import { safeHttpUrl } from '../safe-http-url.ts';

export type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

export interface ProductLdInput {
  product: ProductDetail;
  /** The product's name and description in the page's language. */
  name: string;
  description: string;
  /** Its canonical page. */
  url: string;
  /** Absolute picture URLs, the main one first. */
  images: readonly string[];
  categoryName: string | null;
  shopName: string;
  shopUrl: string;
}

/** A product with its offer (BDT, availability from stock, the shop as seller) and, when it has reviews, its rating. */
export function productLd(input: ProductLdInput): JsonLd {
  const { product } = input;
  const ld: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    sku: String(product.id),
    url: input.url,
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: unitPriceTaka(product).toFixed(2),
      priceCurrency: 'BDT',
      availability: product.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: input.shopName, url: input.shopUrl },
    },
  };
  if (input.description) ld['description'] = input.description;
  if (input.images.length > 0) ld['image'] = [...input.images];
  if (input.categoryName) ld['category'] = input.categoryName;
  if (product.rating_count > 0) {
    ld['aggregateRating'] = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(product.rating_average * 10) / 10,
      reviewCount: product.rating_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

export interface Crumb {
  name: string;
  url: string;
}

/** The trail from the shop's home to the page, positions from 1. */
export function breadcrumbLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface StoreLdInput {
  shop: Pick<Shop, 'address' | 'public_number' | 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'tiktok'>;
  name: string;
  description: string | null;
  url: string;
  logo: string | null;
  image: string | null;
}

/** The shop itself, on its home page. */
export function storeLd({ shop, name, description, url, logo, image }: StoreLdInput): JsonLd {
  const ld: JsonLd = { '@context': SCHEMA, '@type': 'Store', name, url, currenciesAccepted: 'BDT' };
  if (description) ld['description'] = description;
  if (logo) ld['logo'] = logo;
  if (image ?? logo) ld['image'] = image ?? logo;
  if (shop.public_number?.trim()) ld['telephone'] = shop.public_number.trim();
  if (shop.address?.trim()) {
    ld['address'] = { '@type': 'PostalAddress', streetAddress: shop.address.trim(), addressCountry: 'BD' };
  }
  const sameAs = [shop.facebook, shop.twitter, shop.instagram, shop.youtube, shop.tiktok]
    .map(safeHttpUrl)
    .filter((url) => url !== null);
  if (sameAs.length > 0) ld['sameAs'] = sameAs;
  return ld;
}
