import { customerMobileParams, shopCustomerDetailSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const getCustomer = {
  base: 'admin',
  method: 'get',
  path: '/customers/{mobile}',
  access: 'admin',
  tag: 'admin',
  summary:
    'A customer of the shop by mobile number: the summary, every order (newest first) and the message thread when the number has an account',
  description: '404 when the number never ordered from the shop and has no account in it.',
  params: customerMobileParams,
  answer: shopCustomerDetailSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
