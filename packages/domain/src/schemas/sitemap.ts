import * as v from 'valibot';
import { pageSlugSchema } from './page.ts';
import { idSchema, timestampSchema } from './wire.ts';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * `GET /sitemap` lists at most this many pages, categories and products together, so the storefront's
 * own pages (the home, best sellers) fit in the same file. Products are cut first, the oldest changed first.
 */
export const SITEMAP_MAX_ENTRIES = SITEMAP_MAX_URLS - 100;

const entry = { id: idSchema, slug: v.string(), updated_at: timestampSchema };

/** What a shop's `sitemap.xml` lists; `updated_at` is each URL's `lastmod`. */
export const sitemapSchema = v.object({
  shop: v.object(entry),
  /** The information pages the owner has written (a page left empty is not listed). */
  pages: v.array(v.object({ page: pageSlugSchema, updated_at: timestampSchema })),
  /** Categories with at least one product: `category/{slug}?id={id}`. */
  categories: v.array(v.object(entry)),
  /** `product/{slug}`, most recently changed first. */
  products: v.array(v.object(entry)),
  /** Whether products were left out to stay within SITEMAP_MAX_ENTRIES. */
  truncated: v.boolean(),
});
export type Sitemap = v.InferOutput<typeof sitemapSchema>;
