import * as v from 'valibot';
import { messageThreadSchema, THREADS_LIMIT } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listMessageThreads = {
  base: 'admin',
  method: 'get',
  path: '/messages',
  access: 'admin',
  tag: 'admin',
  summary: 'Chat threads, one per customer, latest first',
  description: `The ${THREADS_LIMIT} most recent threads, each with its last message and the customer's unread count.`,
  answer: v.array(messageThreadSchema),
} as const satisfies Endpoint;
