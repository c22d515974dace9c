import * as v from 'valibot';
import { deliveryPackageSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listDeliveryPackages = {
  base: 'admin',
  method: 'get',
  path: '/delivery-packages',
  access: 'admin',
  tag: 'admin',
  summary: "The shop's delivery packages in checkout order",
  answer: v.array(deliveryPackageSchema),
} as const satisfies Endpoint;
