import { metaFeedSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const rotateMetaFeedToken = {
  base: 'admin',
  method: 'post',
  path: '/meta-feed/token',
  access: 'admin',
  tag: 'admin',
  summary: "Makes the shop's Meta feed token (128+ random bits), or a new one: the old addresses stop working at once",
  answer: metaFeedSchema,
} as const satisfies Endpoint;
