import * as v from 'valibot';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const deleteDeliveryPackage = {
  base: 'admin',
  method: 'delete',
  path: '/delivery-packages/{id}',
  access: 'admin',
  tag: 'admin',
  summary: "Delete a delivery package (orders keep its name and charge; the shop's last one stays: 409)",
  params: idParams,
  answer: v.null(),
  errors: [404, 409, 422],
} as const satisfies Endpoint;
