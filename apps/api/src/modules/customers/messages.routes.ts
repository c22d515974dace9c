import { Hono } from 'hono';
import * as v from 'valibot';
import { messageBodySchema, messageSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { created, ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeMessage } from '../../serializers/message.ts';
import { requireShopCustomer } from './customer-access.ts';
import { readThread, sendCustomerMessage, THREAD_LIMIT } from './messages.service.ts';

const tags = ['customer'];
const auth = 'customerToken';

/** Shop base (`/api/shop`): the customer's chat with the shop. */
export const messagesRoutes = new Hono<AppEnv>()
  .get(
    '/customer/messages',
    describe({
      tags,
      summary: "The customer's thread with the shop, oldest first",
      description: `The latest ${THREAD_LIMIT} messages. Reading marks the shop's messages read.`,
      data: v.array(messageSchema),
      auth,
      errors: [401],
    }),
    requireShopCustomer,
    async (c) => ok(c, (await readThread(c.get('db'), c.get('customer'))).map(serializeMessage)),
  )
  .post(
    '/customer/messages',
    describe({
      tags,
      summary: 'Write to the shop',
      description: 'At most 20 messages a minute per customer (and 60 per client address): 429 with Retry-After beyond.',
      data: messageSchema,
      status: 201,
      auth,
      errors: [401, 422, 429],
    }),
    requireShopCustomer,
    validate('json', messageBodySchema),
    async (c) => {
      const customer = c.get('customer');
      await c.get('rateLimits').chat.consume(c, String(customer.id));
      return created(c, serializeMessage(await sendCustomerMessage(c.get('db'), customer, c.req.valid('json').body)));
    },
  );
