import { bookingResultsSchema, bookShipmentsBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const bookShipments = {
  base: 'admin',
  method: 'post',
  path: '/orders/shipments',
  access: 'admin',
  tag: 'admin',
  summary: 'Book many orders with one connected courier (at most 500): each order booked or refused on its own',
  description:
    "Each result is the order's shipment in state `booking`, or the refusal the one-order call would give (not found, wrong status, already booked). Steadfast books them in one bulk call; Pathao and RedX a few at a time.",
  body: bookShipmentsBodySchema,
  answer: bookingResultsSchema,
  errors: [422],
} as const satisfies Endpoint;
