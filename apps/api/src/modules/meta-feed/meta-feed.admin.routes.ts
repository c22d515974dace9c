import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { readMetaFeed, rotateMetaFeedToken } from './meta-feed.service.ts';

/** Admin v3 base (`/api/admin/v3`): the owner's Meta catalogue feed addresses and its token (decision 218). */
export const metaFeedAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.getMetaFeed, async (c) =>
    ok(c, await readMetaFeed(c.get('db'), c.get('config'), c.get('admin').shopId)),
  )
  .endpoint(adminEndpoints.rotateMetaFeedToken, async (c) =>
    ok(c, await rotateMetaFeedToken(c.get('db'), c.get('config'), c.get('admin').shopId)),
  );
