import * as v from 'valibot';
import { deliveryPackageSchema, shopQuerySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listDeliveryPackages = {
  base: 'shop',
  method: 'get',
  path: '/delivery-packages',
  access: 'public',
  publicCache: true,
  tag: 'shop',
  summary: "A shop's delivery packages",
  query: shopQuerySchema,
  answer: v.array(deliveryPackageSchema),
  errors: [404, 422],
} as const satisfies Endpoint;
