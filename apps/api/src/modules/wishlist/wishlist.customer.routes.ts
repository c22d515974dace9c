import * as customerEndpoints from '@haat/api-contract/customer';
import type { ProductRow } from '../../platform/db/rows.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { serializeProduct } from '../products/products.serializers.ts';
import { addToWishlist, listWishlist, removeFromWishlist, syncWishlist } from './wishlist.service.ts';

/** Shop base (`/api/shop`): the customer's wish list; every call answers the whole list. */
export const wishlistCustomerRoutes = new ContractRouter()
  .endpoint(customerEndpoints.getWishlist, async (c) =>
    ok(c, serialize(await listWishlist(c.get('db'), c.get('customer')), c.get('storage'))),
  )
  .endpoint(customerEndpoints.addToWishlist, async (c) =>
    ok(
      c,
      serialize(await addToWishlist(c.get('db'), c.get('customer'), c.req.valid('param').product_id), c.get('storage')),
    ),
  )
  .endpoint(customerEndpoints.removeFromWishlist, async (c) =>
    ok(
      c,
      serialize(
        await removeFromWishlist(c.get('db'), c.get('customer'), c.req.valid('param').product_id),
        c.get('storage'),
      ),
    ),
  )
  .endpoint(customerEndpoints.syncWishlist, async (c) =>
    ok(
      c,
      serialize(await syncWishlist(c.get('db'), c.get('customer'), c.req.valid('json').product_ids), c.get('storage')),
    ),
  );

function serialize(rows: ProductRow[], storage: Parameters<typeof serializeProduct>[1]) {
  return rows.map((row) => serializeProduct(row, storage));
}
