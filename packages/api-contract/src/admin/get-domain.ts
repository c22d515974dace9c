import * as v from 'valibot';
import { ownDomainSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getDomain = {
  base: 'admin',
  method: 'get',
  path: '/online-shop/domain',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's own domain with its DNS steps; null when it has none",
  answer: v.nullable(ownDomainSchema),
} as const satisfies Endpoint;
