import { domainQuerySchema, domainRecordSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getDomainInfo = {
  base: 'domains',
  method: 'get',
  path: '/getDomainInfo',
  access: 'public',
  publicCache: true,
  tag: 'domains',
  summary: 'The shop a custom domain serves',
  query: domainQuerySchema,
  answer: domainRecordSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
