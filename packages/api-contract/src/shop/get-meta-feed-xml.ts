import { metaFeedParamsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { feedText, META_FEED_DESCRIPTION } from './meta-feed.ts';

export const getMetaFeedXml = {
  base: 'shop',
  method: 'get',
  path: '/meta-feed/{shop_id}/{token}/products.xml',
  access: 'public',
  tag: 'catalogue-feed',
  summary: "A published shop's Meta catalogue feed as RSS 2.0 XML with the `g:` namespace",
  description: `${META_FEED_DESCRIPTION} \`additional_image_link\` is one element per URL.`,
  params: metaFeedParamsSchema,
  answer: feedText,
  file: 'application/xml',
  errors: [404, 422],
} as const satisfies Endpoint;
