import { messageBodySchema, messageSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const sendMessage = {
  base: 'shop',
  method: 'post',
  path: '/customer/messages',
  access: 'customer',
  tag: 'customer',
  summary: 'Write to the shop',
  description: 'At most 20 messages a minute per customer (and 60 per client address): 429 with Retry-After beyond.',
  body: messageBodySchema,
  answer: messageSchema,
  status: 201,
  errors: [422, 429],
} as const satisfies Endpoint;
