import * as v from 'valibot';
import { messageSchema, THREAD_MESSAGES_LIMIT } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { customerIdParams } from './shared.ts';

export const listMessages = {
  base: 'admin',
  method: 'get',
  path: '/messages/{customer_id}',
  access: 'admin',
  tag: 'admin',
  summary: "A customer's thread, oldest first; reading marks the customer's messages read",
  description: `The latest ${THREAD_MESSAGES_LIMIT} messages.`,
  params: customerIdParams,
  answer: v.array(messageSchema),
  errors: [404, 422],
} as const satisfies Endpoint;
