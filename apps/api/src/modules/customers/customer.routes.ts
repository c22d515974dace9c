import { Hono } from 'hono';
import * as v from 'valibot';
import { changePasswordBodySchema, customerSchema, updateMeBodySchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeCustomer } from '../../serializers/customer.ts';
import { requireShopCustomer } from './customer-access.ts';
import { accountKey } from './customer-auth.service.ts';
import { changePassword, getCustomer, updateCustomer } from './customer.service.ts';

const tags = ['customer'];

/** Shop base (`/api/shop`): the signed-in customer's own account. */
export const customerRoutes = new Hono<AppEnv>()
  .get(
    '/customer/me',
    describe({ tags, summary: 'The signed-in customer', data: customerSchema, auth: 'customerToken', errors: [401] }),
    requireShopCustomer,
    async (c) => ok(c, serializeCustomer(await getCustomer(c.get('db'), c.get('customer')))),
  )
  .put(
    '/customer/me',
    describe({ tags, summary: 'Change name and email', data: customerSchema, auth: 'customerToken', errors: [401, 422] }),
    requireShopCustomer,
    validate('json', updateMeBodySchema),
    async (c) => ok(c, serializeCustomer(await updateCustomer(c.get('db'), c.get('customer'), c.req.valid('json'))), 'Updated'),
  )
  .put(
    '/customer/password',
    describe({
      tags,
      summary: 'Change the password',
      description: 'A wrong current password is 422 on `current_password`. The customer’s other sessions end.',
      data: v.null(),
      auth: 'customerToken',
      errors: [401, 422, 429],
    }),
    requireShopCustomer,
    validate('json', changePasswordBodySchema),
    async (c) => {
      const { customer } = c.var;
      // Guessing the current password is a login attempt on the account.
      const account = accountKey(customer.shopId, customer.mobile);
      await c.get('rateLimits').login.consume(c, account);
      await changePassword(c.get('db'), customer, c.req.valid('json'));
      await c.get('rateLimits').login.resetAccount(account);
      return ok(c, null, 'Password changed');
    },
  );
