import { customerMobileParams, shopCustomerSchema, shopCustomerUpdateSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const updateCustomer = {
  base: 'admin',
  method: 'patch',
  path: '/customers/{mobile}',
  access: 'admin',
  tag: 'admin',
  summary:
    "The owner's note, tags and block of a customer; a blocked number's orders are refused at checkout like a cash-on-delivery block",
  description: 'Only the fields sent change. 404 when the number never ordered from the shop and has no account in it.',
  params: customerMobileParams,
  body: shopCustomerUpdateSchema,
  answer: shopCustomerSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
