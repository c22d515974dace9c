import { metaFeedParamsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { feedText, META_FEED_DESCRIPTION } from './meta-feed.ts';

export const getMetaFeedCsv = {
  base: 'shop',
  method: 'get',
  path: '/meta-feed/{shop_id}/{token}/products.csv',
  access: 'public',
  tag: 'catalogue-feed',
  summary: "A published shop's Meta catalogue feed as CSV (UTF-8, a header row, RFC 4180 quoting)",
  description: `${META_FEED_DESCRIPTION} \`additional_image_link\` holds up to 20 URLs separated by commas.`,
  params: metaFeedParamsSchema,
  answer: feedText,
  file: 'text/csv',
  errors: [404, 422],
} as const satisfies Endpoint;
