import { adminShipmentSchema, bookShipmentBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { idParams } from './shared.ts';

export const bookShipment = {
  base: 'admin',
  method: 'post',
  path: '/orders/{id}/shipment',
  access: 'admin',
  tag: 'admin',
  summary: 'Book an accepted or processing order with a connected courier (the booking runs in the background)',
  description:
    'Answers the shipment in state `booking`; a job books it and sets `booked` (consignment, tracking code) or `failed` (`error`). An accepted order moves to processing. 409 when the order is in another status or already has a shipment that did not fail.',
  params: idParams,
  body: bookShipmentBodySchema,
  answer: adminShipmentSchema,
  status: 201,
  errors: [404, 409, 422],
} as const satisfies Endpoint;
