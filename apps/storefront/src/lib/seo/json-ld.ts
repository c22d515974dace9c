/* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary (types, enumerations), not text for people. */
// schema.org structured data (JSON-LD) of shop pages: Product with its Offer, BreadcrumbList, Store.
// The objects are plain data; React Router writes them into `<script type="application/ld+json">`
// escaping `<`, `>` and `&` (so a name holding `</script>` stays inside the script).
import { unitPriceTaka, type PricedProduct } from '@haat/domain/price';
import { optionKind } from '@haat/domain/variants';
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
  /** A variant's picture (one of the product's images) as an absolute URL, or null. */
  variantImage: (imageId: number | null) => string | null;
}

function offerLd(priced: PricedProduct, stock: number, url: string, input: ProductLdInput): JsonLd {
  return {
    '@type': 'Offer',
    url,
    price: unitPriceTaka(priced).toFixed(2),
    priceCurrency: 'BDT',
    availability: stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: { '@type': 'Organization', name: input.shopName, url: input.shopUrl },
  };
}

/** schema.org's property for an option by its name (Size, সাইজ → size), else the option's own name. */
function variesByOf(option: { name: string; bn_name: string | null }): string {
  const kind = optionKind(option);
  return kind === null ? option.name : `${SCHEMA}/${kind}`;
}

/**
 * A product with its offer (BDT, availability from stock, the shop as seller) and, when it has reviews, its rating.
 * A product with options is a `ProductGroup` (decision 211): `variesBy` names its options, `hasVariant` lists each
 * enabled variant as a `Product` with its own SKU, picture, link (`?variant=`) and offer.
 */
export function productLd(input: ProductLdInput): JsonLd {
  const { product } = input;
  const ld: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    sku: String(product.id),
    url: input.url,
    offers: offerLd(product, product.stock, input.url, input),
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
  if (product.options.length === 0) return ld;
  const { sku: _sku, offers: _offers, ...group } = ld;
  const variesBy = product.options.map(variesByOf);
  return {
    ...group,
    '@type': 'ProductGroup',
    productGroupID: String(product.id),
    variesBy,
    hasVariant: product.variants
      .filter((variant) => variant.enabled)
      .map((variant) => {
        const url = variantUrl(input.url, variant.id);
        const image = input.variantImage(variant.image_id);
        const item: JsonLd = {
          '@type': 'Product',
          name: `${input.name} (${variant.options.join(' / ')})`,
          sku: variant.sku ?? `${product.id}-${variant.id}`,
          url,
          offers: offerLd(variant, variant.stock, url, input),
        };
        if (variant.barcode) item['gtin'] = variant.barcode;
        if (image) item['image'] = image;
        const extra: JsonLd[] = [];
        variant.options.forEach((value, index) => {
          const property = variesBy[index]!;
          if (property.startsWith(`${SCHEMA}/`)) item[property.slice(SCHEMA.length + 1)] = value;
          else extra.push({ '@type': 'PropertyValue', name: property, value });
        });
        if (extra.length > 0) item['additionalProperty'] = extra;
        return item;
      }),
  };
}

/** A product page's link with its chosen variant. */
export function variantUrl(productUrl: string, variantId: number): string {
  const url = new URL(productUrl);
  url.searchParams.set('variant', String(variantId));
  return url.href;
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
