import { shopQuerySchema, sitemapSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getSitemap = {
  base: 'shop',
  method: 'get',
  path: '/sitemap',
  access: 'public',
  publicCache: true,
  tag: 'seo',
  summary: "What a published shop's sitemap.xml lists: its pages, categories and products with their lastmod",
  description:
    'At most SITEMAP_MAX_ENTRIES (49,900) pages, categories and products together, so one sitemap file ' +
    "(50,000 URLs) holds them and the storefront's own pages; `truncated` says products were left out. " +
    'An unknown or unpublished shop is 404.',
  query: shopQuerySchema,
  answer: sitemapSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
