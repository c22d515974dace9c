import { domainBodySchema, ownDomainSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const setDomain = {
  base: 'admin',
  method: 'post',
  path: '/online-shop/domain',
  access: 'admin',
  tag: 'admin',
  summary: 'Claim an own domain: unverified until its DNS proof is found (POST /online-shop/domain/verify)',
  description:
    'Publish the TXT record `txt_record` (or point the domain with a CNAME to `cname_target`), then verify. A claim not yet ' +
    'proven may be replaced; a verified domain changes only through support (409). A domain another shop verified is 409.',
  body: domainBodySchema,
  answer: ownDomainSchema,
  status: 201,
  errors: [409, 422],
} as const satisfies Endpoint;
