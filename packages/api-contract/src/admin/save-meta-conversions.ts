import { metaConversionsSchema, saveMetaConversionsBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const saveMetaConversions = {
  base: 'admin',
  method: 'put',
  path: '/meta-conversions',
  access: 'admin',
  tag: 'admin',
  summary: "Sets the shop's Conversions API access token (sealed, never read back), or removes it with null",
  body: saveMetaConversionsBodySchema,
  errors: [422, 503],
  answer: metaConversionsSchema,
} as const satisfies Endpoint;
