import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  checkCatalogueImport,
  getCatalogueImport,
  serializeCatalogueImport,
  startCatalogueImport,
} from './catalogue-imports.service.ts';

/** Admin v3 base (`/api/admin/v3`): product CSV imports (issue 28, decision 216). */
export const catalogueImportsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.checkCatalogueImport, async (c) => {
    return ok(c, await checkCatalogueImport(c.get('db'), c.get('admin').shopId, c.req.valid('form').file));
  })
  .endpoint(adminEndpoints.startCatalogueImport, async (c) => {
    const row = await startCatalogueImport(c.var, c.get('admin').shopId, c.req.valid('form').file);
    return ok(c, serializeCatalogueImport(row), 'Import started', 202);
  })
  .endpoint(adminEndpoints.getCatalogueImport, async (c) => {
    const row = await getCatalogueImport(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, serializeCatalogueImport(row));
  });
