import { metaConversionsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getMetaConversions = {
  base: 'admin',
  method: 'get',
  path: '/meta-conversions',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's Meta Conversions API: whether a token is set, the pixel and domain it sends for, the last send",
  answer: metaConversionsSchema,
} as const satisfies Endpoint;
