import { ownDomainSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const verifyDomain = {
  base: 'admin',
  method: 'post',
  path: '/online-shop/domain/verify',
  access: 'admin',
  tag: 'admin',
  summary: 'Look for the DNS proof now: verified when found, otherwise `check_error` says what was missing',
  answer: ownDomainSchema,
  errors: [404, 409, 429],
} as const satisfies Endpoint;
