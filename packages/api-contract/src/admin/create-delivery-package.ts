import { deliveryPackageBodySchema, deliveryPackageSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const createDeliveryPackage = {
  base: 'admin',
  method: 'post',
  path: '/delivery-packages',
  access: 'admin',
  tag: 'admin',
  summary: 'Add a delivery package',
  body: deliveryPackageBodySchema,
  answer: deliveryPackageSchema,
  status: 201,
  errors: [422],
} as const satisfies Endpoint;
