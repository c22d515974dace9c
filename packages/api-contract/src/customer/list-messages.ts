import * as v from 'valibot';
import { messageSchema, THREAD_LIMIT } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listMessages = {
  base: 'shop',
  method: 'get',
  path: '/customer/messages',
  access: 'customer',
  tag: 'customer',
  summary: "The customer's thread with the shop, oldest first",
  description: `The latest ${THREAD_LIMIT} messages. Reading marks the shop's messages read.`,
  answer: v.array(messageSchema),
} as const satisfies Endpoint;
