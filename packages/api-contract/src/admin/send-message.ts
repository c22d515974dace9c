import { messageBodySchema, messageSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { customerIdParams } from './shared.ts';

export const sendMessage = {
  base: 'admin',
  method: 'post',
  path: '/messages/{customer_id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Write to a customer',
  params: customerIdParams,
  body: messageBodySchema,
  answer: messageSchema,
  status: 201,
  errors: [404, 422],
} as const satisfies Endpoint;
