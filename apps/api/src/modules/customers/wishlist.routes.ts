import { Hono } from 'hono';
import * as v from 'valibot';
import { productSchema, wishlistSyncBodySchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeProduct, type ProductRow } from '../../serializers/product.ts';
import { requireShopCustomer } from './customer-access.ts';
import { productIdParamSchema } from './params.ts';
import { addToWishlist, listWishlist, removeFromWishlist, syncWishlist } from './wishlist.service.ts';

const tags = ['customer'];
const auth = 'customerToken';
const data = v.array(productSchema);

/** Shop base (`/api/shop`): the customer's wish list; every call answers the whole list. */
export const wishlistRoutes = new Hono<AppEnv>()
  .get(
    '/customer/wishlist',
    describe({ tags, summary: 'The wish list, latest added first', data, auth, errors: [401] }),
    requireShopCustomer,
    async (c) => ok(c, serialize(await listWishlist(c.get('db'), c.get('customer')), c.get('storage'))),
  )
  .put(
    '/customer/wishlist/:product_id',
    describe({ tags, summary: 'Add a product of the shop', data, auth, errors: [401, 404, 422] }),
    requireShopCustomer,
    validate('param', productIdParamSchema),
    async (c) => ok(c, serialize(await addToWishlist(c.get('db'), c.get('customer'), c.req.valid('param').product_id), c.get('storage'))),
  )
  .delete(
    '/customer/wishlist/:product_id',
    describe({ tags, summary: 'Remove a product', data, auth, errors: [401, 404, 422] }),
    requireShopCustomer,
    validate('param', productIdParamSchema),
    async (c) =>
      ok(c, serialize(await removeFromWishlist(c.get('db'), c.get('customer'), c.req.valid('param').product_id), c.get('storage'))),
  )
  .post(
    '/customer/wishlist/sync',
    describe({
      tags,
      summary: "Merge the device's wish list into the account's",
      description: 'Ids that are not products of this shop are ignored. Answers the merged list.',
      data,
      auth,
      errors: [401, 422],
    }),
    requireShopCustomer,
    validate('json', wishlistSyncBodySchema),
    async (c) => ok(c, serialize(await syncWishlist(c.get('db'), c.get('customer'), c.req.valid('json').product_ids), c.get('storage'))),
  );

function serialize(rows: ProductRow[], storage: Parameters<typeof serializeProduct>[1]) {
  return rows.map((row) => serializeProduct(row, storage));
}
