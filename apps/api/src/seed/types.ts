/**
 * The shape of the demo data: plain values, written by hand in src/seed/shops/*.ts and turned into
 * rows by src/seed/seed.ts. Money is taka as on the wire.
 */
import type { ChatChannel, DiscountType, Theme } from '@haat/domain/schemas';
import type { ArtKind } from './art/motifs.ts';

/** What a product's picture shows: a motif drawn on a gradient of `hue` (0–359). */
export interface ProductArt {
  kind: ArtKind;
  hue: number;
}

export interface DemoCategory {
  slug: string;
  name: string;
  bnName: string;
  /** An emoji. */
  icon: string;
}

/** A value of a demo option; a colour's `hue` draws the product in that colour (a picture per colour). */
export interface DemoOptionValue {
  name: string;
  bnName: string;
  /** The swatch, `#rrggbb`. */
  color?: string;
  hue?: number;
}

export interface DemoOption {
  name: string;
  bnName: string;
  values: DemoOptionValue[];
}

/** Sizes and colours (issue 28): every combination of the options' values is a variant. */
export interface DemoVariants {
  options: DemoOption[];
  /**
   * The units of each combination before the demo orders, in the order @haat/domain's `combinations` lists them
   * (first option outermost); their sum is the product's `stock`.
   */
  stock: number[];
  /** Own selling prices (taka) of the variants with this value (a larger size costs more). */
  prices?: Record<string, number>;
  /** The SKU's start: `{sku}-{value}-{value}`. */
  sku: string;
  weightGrams: number;
}

export interface DemoProduct {
  slug: string;
  name: string;
  bnName: string;
  /** The slug of one of the shop's categories. */
  category: string;
  /** Taka. */
  price: number;
  discount?: { type: DiscountType; value: number };
  /** The stock before the demo orders took their units: the seed's record of each product's initial stock. */
  stock: number;
  /** One or two Bengali sentences. */
  description: string;
  art: ProductArt;
  variants?: DemoVariants;
}

export interface DemoOwner {
  name: string;
  mobile: string;
  email: string;
}

export interface DemoShop {
  slug: string;
  name: string;
  bnName: string;
  theme: Theme;
  public: boolean;
  owner: DemoOwner;
  address: string;
  publicNumber: string;
  metaTitle: string;
  metaDescription: string;
  /** Keywords (online_shop_settings.seo_data). */
  seoKeywords: string;
  social: { facebook?: string; twitter?: string; instagram?: string; youtube?: string; tiktok?: string };
  chat: { channel: ChatChannel; whatsapp?: string; facebookPage?: string } | null;
  /** A verified custom domain. */
  customDomain?: string;
  /** Banner and logo: two hues for the gradient and the motifs shown (the pictures carry no words). */
  brand: { hues: [number, number]; motifs: ArtKind[] };
  /** A sentence about the shop for its about-us page (Bengali). */
  about: string;
  categories: DemoCategory[];
  products: DemoProduct[];
  /** The slug of the product featured on the shop home. */
  featuredProduct?: string;
}
