import { deliveryPackageBodySchema, deliveryPackageSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const updateDeliveryPackage = {
  base: 'admin',
  method: 'put',
  path: '/delivery-packages/{id}',
  access: 'admin',
  tag: 'admin',
  summary: 'Change a delivery package',
  params: idParams,
  body: deliveryPackageBodySchema,
  answer: deliveryPackageSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
