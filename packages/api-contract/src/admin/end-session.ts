import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const endSession = {
  base: 'admin',
  method: 'delete',
  path: '/auth/sessions/{id}',
  access: 'admin',
  tag: 'admin',
  summary: "Ends one of the owner's sessions (404 for any other)",
  params: idParams,
  answer: v.null(),
  errors: [404, 422],
} as const satisfies Endpoint;
