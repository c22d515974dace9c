import { metaFeedSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getMetaFeed = {
  base: 'admin',
  method: 'get',
  path: '/meta-feed',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's Meta catalogue feed addresses (CSV and XML), null until a token is made",
  answer: metaFeedSchema,
} as const satisfies Endpoint;
