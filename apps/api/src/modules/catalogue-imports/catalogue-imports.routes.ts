import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  checkCatalogueImport,
  getCatalogueImport,
  serializeCatalogueImport,
  startCatalogueImport,
} from './catalogue-imports.service.ts';
import { catalogueCsv } from './catalogue-export.ts';

/** Admin v3 base (`/api/admin/v3`): product CSV imports (issue 28, decision 216). */
export const catalogueImportsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.checkCatalogueImport, async (c) => {
    return ok(c, await checkCatalogueImport(c.get('db'), c.get('admin').shopId, c.req.valid('form').file));
  })
  .endpoint(adminEndpoints.startCatalogueImport, async (c) => {
    const row = await startCatalogueImport(c.var, c.get('admin').shopId, c.req.valid('form').file);
    return ok(c, serializeCatalogueImport(row), 'Import started', 202);
  })
  .endpoint(adminEndpoints.exportCatalogue, async (c) => {
    const day = new Date().toISOString().slice(0, 10);
    return c.body(await catalogueCsv(c.get('db'), c.get('storage'), c.get('admin').shopId), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${day}.csv"`,
    });
  })
  .endpoint(adminEndpoints.getCatalogueImport, async (c) => {
    const row = await getCatalogueImport(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
    return ok(c, serializeCatalogueImport(row));
  });
