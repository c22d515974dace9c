import * as v from 'valibot';
import { ownerSessionInfoSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listSessions = {
  base: 'admin',
  method: 'get',
  path: '/auth/sessions',
  access: 'admin',
  tag: 'admin',
  summary: "The owner's live sessions, newest first, `current` marking this one",
  answer: v.array(ownerSessionInfoSchema),
} as const satisfies Endpoint;
