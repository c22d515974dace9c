import { courierParamsSchema, courierPlacesQuerySchema, courierPlacesSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listCourierPlaces = {
  base: 'admin',
  method: 'get',
  path: '/courier-accounts/{courier}/places',
  access: 'admin',
  tag: 'admin',
  summary: "The courier's places a booking names, asked with the shop's credentials and cached for a day",
  description:
    'Pathao: `kind=city`, `kind=zone&parent={city id}`, `kind=area&parent={zone id}`; RedX: `kind=area` (all its delivery areas). 422 for a kind the courier does not have or a missing parent, 422 `validation.courier_not_connected` when the courier is not connected, 503 when the courier refuses or cannot be reached.',
  params: courierParamsSchema,
  query: courierPlacesQuerySchema,
  answer: courierPlacesSchema,
  errors: [404, 422, 503],
} as const satisfies Endpoint;
