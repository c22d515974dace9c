import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeCategory } from './categories.serializers.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service.ts';

/** Admin v3 base (`/api/admin/v3`): the shop's categories. */
export const categoriesAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.listCategories, async (c) => {
    const rows = await listCategories(c.get('db'), c.get('admin').shopId);
    return ok(
      c,
      rows.map((row) => serializeCategory(row.category, row.productCount)),
    );
  })
  .endpoint(adminEndpoints.createCategory, async (c) => {
    const { category, productCount } = await createCategory(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
    return created(c, serializeCategory(category, productCount), 'Category added');
  })
  .endpoint(adminEndpoints.updateCategory, async (c) => {
    const { category, productCount } = await updateCategory(
      c.get('db'),
      c.get('admin').shopId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return ok(c, serializeCategory(category, productCount), 'Category saved');
  })
  .endpoint(adminEndpoints.deleteCategory, async (c) => {
    await deleteCategory(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, null, 'Category deleted');
  });
