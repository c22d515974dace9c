/**
 * A shop's Meta catalogue feed (issue 31 item 4, decision 218): one item per enabled variant with Meta's fields,
 * written as CSV or as RSS 2.0 XML with the `g:` namespace. Pure: the API reads the rows and serves the text.
 */
import { metaItemId } from './meta-ids.ts';
import { optionKind } from './variants.ts';

/** Meta's limits (its "Supported fields" for a product catalogue). */
export const META_FEED_LIMITS = {
  id: 100,
  title: 200,
  description: 9999,
  brand: 100,
  size: 200,
  color: 200,
  additionalImages: 20,
} as const;

/** The columns of the CSV, in order (the XML writes the same fields as `g:` elements). */
export const META_FEED_FIELDS = [
  'id',
  'item_group_id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'sale_price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'google_product_category',
  'size',
  'color',
] as const;
export type MetaFeedField = (typeof META_FEED_FIELDS)[number];

export interface MetaFeedItem {
  id: string;
  /** The product, for a product with options; null for a simple product. */
  item_group_id: string | null;
  title: string;
  description: string;
  availability: 'in stock' | 'out of stock';
  condition: 'new';
  /** "1200.00 BDT": the price before any discount. */
  price: string;
  /** The price after the discount, when there is one. */
  sale_price: string | null;
  link: string;
  image_link: string;
  additional_image_link: string[];
  brand: string;
  google_product_category: string | null;
  size: string | null;
  color: string | null;
}

export interface MetaFeedOption {
  name: string;
  bn_name: string | null;
}

export interface MetaFeedVariant {
  id: number;
  /** Its value of each option, in the options' order ([] for a simple product). */
  options: readonly string[];
  /** Paisa before and after the discount that applies to it. */
  regular_paisa: number;
  price_paisa: number;
  stock: number;
  /** One of the product's images, or null. */
  image_id: number | null;
}

export interface MetaFeedProduct {
  id: number;
  name: string;
  description: string;
  options: readonly MetaFeedOption[];
  /** Absolute picture URLs with their ids, the cover first. */
  images: readonly { id: number; url: string }[];
  /** The enabled variants, in the product's order. */
  variants: readonly MetaFeedVariant[];
  /** The product page on the shop's canonical host (no query). */
  url: string;
  /** Google's product category (an id or a path), when the shop knows it. */
  google_product_category?: string | null;
}

/** Which of Meta's variant fields an option fills, by its name in English or Bengali (as the product page's JSON-LD). */
export function optionField(option: MetaFeedOption): 'size' | 'color' | null {
  const kind = optionKind(option);
  return kind === 'size' || kind === 'color' ? kind : null;
}

/** Paisa as Meta's price text, "1200.00 BDT" (integer arithmetic: no float rounding). */
export function metaPrice(paisa: number): string {
  const whole = Math.floor(paisa / 100);
  return `${whole}.${String(paisa - whole * 100).padStart(2, '0')} BDT`;
}

/** At most `max` characters (code points, so a Bengali conjunct's parts are never split into halves of a pair). */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A description as plain text: tags out (a block's end is a line break, with the line break after it if any), the common entities read, line ends as
 * `\n`, runs of spaces and of blank lines made one.
 */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?/gu, '\n')
    .replace(/<\s*(?:br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>[ \t]*\n?/giu, '\n')
    .replace(/<[^>]*>/gu, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
      if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\f\v]+/gu, ' ')
    .replace(/ ?\n ?/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}

function safeCodePoint(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : fallback;
}

/**
 * The feed's items: one per enabled variant of each product, skipping products without a picture (Meta refuses an
 * item without `image_link`). A simple product's id is the product's (what the pixel's `content_ids` send); a
 * variant's is `{product}-{variant}` with the product as its `item_group_id` (decision 218).
 */
export function metaFeedItems(products: readonly MetaFeedProduct[], brand: string): MetaFeedItem[] {
  const shopBrand = clip(brand.trim(), META_FEED_LIMITS.brand);
  return products.flatMap((product) => {
    const cover = product.images[0];
    if (!cover) return [];
    const grouped = product.options.length > 0;
    const fields = product.options.map(optionField);
    const name = product.name.trim();
    const description = clip(plainText(product.description) || name, META_FEED_LIMITS.description);
    return product.variants.map((variant): MetaFeedItem => {
      const own = variant.image_id === null ? undefined : product.images.find((image) => image.id === variant.image_id);
      const picture = own ?? cover;
      const valueOf = (field: 'size' | 'color') => {
        const index = fields.indexOf(field);
        const value = index === -1 ? undefined : variant.options[index];
        return value ? clip(value, META_FEED_LIMITS[field]) : null;
      };
      const link = new URL(product.url);
      if (grouped) link.searchParams.set('variant', String(variant.id));
      const title = grouped ? `${name} (${variant.options.join(' / ')})` : name;
      const discounted = variant.price_paisa < variant.regular_paisa;
      return {
        id: metaItemId(product.id, grouped ? variant.id : null),
        item_group_id: grouped ? String(product.id) : null,
        title: clip(title, META_FEED_LIMITS.title),
        description,
        availability: variant.stock > 0 ? 'in stock' : 'out of stock',
        condition: 'new',
        price: metaPrice(variant.regular_paisa),
        sale_price: discounted ? metaPrice(variant.price_paisa) : null,
        link: link.href,
        image_link: picture.url,
        additional_image_link: product.images
          .filter((image) => image.url !== picture.url)
          .slice(0, META_FEED_LIMITS.additionalImages)
          .map((image) => image.url),
        brand: shopBrand,
        google_product_category: product.google_product_category ?? null,
        size: valueOf('size'),
        color: valueOf('color'),
      };
    });
  });
}

/** A field as text: a list joined by commas (Meta's form for `additional_image_link` in a CSV), null empty. */
function fieldText(item: MetaFeedItem, field: MetaFeedField): string {
  const value = item[field];
  if (value === null) return '';
  return Array.isArray(value) ? value.join(',') : value;
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/u.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The feed as CSV: UTF-8 (no byte-order mark), a header row, CRLF line ends (RFC 4180). */
export function metaFeedCsv(items: readonly MetaFeedItem[]): string {
  const rows = [
    META_FEED_FIELDS.join(','),
    ...items.map((item) => META_FEED_FIELDS.map((field) => csvField(fieldText(item, field))).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

/** Text for XML character data: the five specials escaped, characters XML 1.0 cannot hold left out. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export interface MetaFeedChannel {
  title: string;
  link: string;
  description: string;
}

/** The feed as RSS 2.0 with Google's `g:` namespace (the XML form Meta reads); a list field is one element per value. */
export function metaFeedXml(items: readonly MetaFeedItem[], channel: MetaFeedChannel): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${xmlText(channel.title)}</title>`,
    `<link>${xmlText(channel.link)}</link>`,
    `<description>${xmlText(channel.description)}</description>`,
  ];
  for (const item of items) {
    lines.push('<item>');
    for (const field of META_FEED_FIELDS) {
      const value = item[field];
      const values = value === null ? [] : Array.isArray(value) ? value : [value];
      for (const one of values) lines.push(`<g:${field}>${xmlText(one)}</g:${field}>`);
    }
    lines.push('</item>');
  }
  lines.push('</channel>', '</rss>');
  return `${lines.join('\n')}\n`;
}
