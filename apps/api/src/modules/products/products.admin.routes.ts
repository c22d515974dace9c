import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { serializeCategory } from '../categories/categories.serializers.ts';
import { serializeProduct, serializeProductDetail } from './products.serializers.ts';
import {
  addProductImage,
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './products.admin.service.ts';
import { bulkUpdateVariants, setProductVariants } from './products.variants.service.ts';
import type { Database } from '../../platform/db/types.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';

/** The owner's view of a product: every variant, switched off or not. */
async function adminProductDetail(deps: { db: Database; storage: ImageStorage }, shopId: number, id: number) {
  const detail = await getAdminProduct(deps.db, shopId, id);
  const category = detail.category && serializeCategory(detail.category.category, detail.category.productCount);
  return serializeProductDetail(detail.product, { ...detail, category }, deps.storage);
}

/** Admin v3 base (`/api/admin/v3`): the shop's products and their images. */
export const productsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listProducts, async (c) => {
    const query = c.req.valid('query');
    const result = await listAdminProducts(c.get('db'), c.get('admin').shopId, query);
    return ok(
      c,
      paginator(
        result.rows.map((row) => serializeProduct(row, c.get('storage'))),
        result.total,
        query,
      ),
    );
  })
  .endpoint(adminEndpoints.createProduct, async (c) => {
    const row = await createProduct(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
    return created(c, serializeProduct(row, c.get('storage')), 'Product added');
  })
  .endpoint(adminEndpoints.getProduct, async (c) => {
    return ok(c, await adminProductDetail(c.var, c.get('admin').shopId, c.req.valid('param').id));
  })
  .endpoint(adminEndpoints.setProductVariants, async (c) => {
    const { id } = c.req.valid('param');
    await setProductVariants(c.get('db'), c.get('admin').shopId, id, c.req.valid('json'));
    return ok(c, await adminProductDetail(c.var, c.get('admin').shopId, id), 'Variants saved');
  })
  .endpoint(adminEndpoints.updateProductVariants, async (c) => {
    const { id } = c.req.valid('param');
    await bulkUpdateVariants(c.get('db'), c.get('admin').shopId, id, c.req.valid('json'));
    return ok(c, await adminProductDetail(c.var, c.get('admin').shopId, id), 'Variants saved');
  })
  .endpoint(adminEndpoints.updateProduct, async (c) => {
    const row = await updateProduct(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, c.req.valid('json'));
    return ok(c, serializeProduct(row, c.get('storage')), 'Product saved');
  })
  .endpoint(adminEndpoints.deleteProduct, async (c) => {
    await deleteProduct(c.var, c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, null, 'Product deleted');
  })
  .endpoint(adminEndpoints.uploadProductImage, async (c) => {
    const row = await addProductImage(c.var, c.get('admin').shopId, c.req.valid('param').id, c.req.valid('form').image);
    return ok(c, serializeProduct(row, c.get('storage')), 'Image added');
  });
