import { orderCodRiskSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const getOrderCodRisk = {
  base: 'admin',
  method: 'get',
  path: '/orders/{id}/cod-risk',
  access: 'admin',
  tag: 'admin',
  summary:
    "The order's cash-on-delivery risk: the level when it was placed and now, with counts per source (this shop, the Haat network when opted in, the courier's check)",
  params: idParams,
  answer: orderCodRiskSchema,
  errors: [404, 422],
} as const satisfies Endpoint;
