import * as v from 'valibot';
import {
  gatewayRedirectSchema,
  ORDER_CODE_MAX_LENGTH,
  pathTextParam,
  paymentGatewayField,
  startGatewayPaymentBodySchema,
} from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const startGatewayPayment = {
  base: 'shop',
  method: 'post',
  path: '/orders/{code}/payments/{gateway}',
  access: 'customer-optional',
  tag: 'orders',
  summary:
    "Starts paying the order's unpaid advance with bKash or SSLCommerz: the gateway's page to send the shopper to",
  description:
    "Needs the order's mobile or its owner's customer token (404 otherwise, as for an unknown code). The amount is the order's advance less what was paid, computed here; a body never names it. `return_url` must be on the shop's own storefront (its market path, subdomain or verified domain): 422 otherwise. 409 when nothing is due or the order is closed; 422 `validation.gateway_not_connected` when the shop has not connected the gateway; 503 when the gateway cannot answer.",
  params: v.object({ code: pathTextParam(ORDER_CODE_MAX_LENGTH), gateway: paymentGatewayField }),
  body: startGatewayPaymentBodySchema,
  answer: gatewayRedirectSchema,
  errors: [404, 409, 422, 503],
} as const satisfies Endpoint;
