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
    describe({ tags, summary: 'Write to the shop', data: messageSchema, status: 201, auth, errors: [401, 422] }),
    requireShopCustomer,
    validate('json', messageBodySchema),
    async (c) => created(c, serializeMessage(await sendCustomerMessage(c.get('db'), c.get('customer'), c.req.valid('json').body))),
  );
