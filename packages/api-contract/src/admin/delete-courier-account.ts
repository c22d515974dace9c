import * as v from 'valibot';
import { courierParamsSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const deleteCourierAccount = {
  base: 'admin',
  method: 'delete',
  path: '/courier-accounts/{courier}',
  access: 'admin',
  tag: 'admin',
  summary: 'Disconnect a courier: its credentials are deleted; booked shipments keep their tracking',
  params: courierParamsSchema,
  answer: v.null(),
  errors: [404, 422],
} as const satisfies Endpoint;
