import { Hono } from 'hono';
import * as v from 'valibot';
import { addressBodySchema, addressSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { created, ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeAddress } from '../../serializers/address.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';
import { requireShopCustomer } from './customer-access.ts';
import { idParamSchema } from './params.ts';

const tags = ['customer'];
const auth = 'customerToken';

/** Shop base (`/api/shop`): the customer's saved addresses (exactly one default while there are any). */
export const addressesRoutes = new Hono<AppEnv>()
  .get(
    '/customer/addresses',
    describe({ tags, summary: 'Saved addresses, the default first', data: v.array(addressSchema), auth, errors: [401] }),
    requireShopCustomer,
    async (c) => ok(c, (await listAddresses(c.get('db'), c.get('customer'))).map(serializeAddress)),
  )
  .post(
    '/customer/addresses',
    describe({
      tags,
      summary: 'Save an address',
      description: 'The first address becomes the default; at most 20 addresses (409 beyond).',
      data: addressSchema,
      status: 201,
      auth,
      errors: [401, 409, 422],
    }),
    requireShopCustomer,
    validate('json', addressBodySchema),
    async (c) => created(c, serializeAddress(await createAddress(c.get('db'), c.get('customer'), c.req.valid('json')))),
  )
  .put(
    '/customer/addresses/:id',
    describe({
      tags,
      summary: 'Change a saved address',
      description: '`is_default: true` makes it the default; `false` never leaves the customer without one.',
      data: addressSchema,
      auth,
      errors: [401, 404, 422],
    }),
    requireShopCustomer,
    validate('param', idParamSchema),
    validate('json', addressBodySchema),
    async (c) => {
      const row = await updateAddress(c.get('db'), c.get('customer'), c.req.valid('param').id, c.req.valid('json'));
      return ok(c, serializeAddress(row), 'Updated');
    },
  )
  .delete(
    '/customer/addresses/:id',
    describe({
      tags,
      summary: 'Delete a saved address',
      description: 'Deleting the default makes the newest remaining address the default.',
      data: v.null(),
      auth,
      errors: [401, 404, 422],
    }),
    requireShopCustomer,
    validate('param', idParamSchema),
    async (c) => {
      await deleteAddress(c.get('db'), c.get('customer'), c.req.valid('param').id);
      return ok(c, null, 'Deleted');
    },
  );
