import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../lib/contract-route.ts';
import { okPublic } from '../../lib/http-cache.ts';
import { serializeDeliveryPackage } from './delivery-packages.serializers.ts';
import { listDeliveryPackages } from './delivery-packages.service.ts';

/** Shop base (`/api/shop`): the shop's delivery packages, for the checkout. */
export const deliveryPackagesShopRoutes = new ContractRouter().endpoint(
  shopEndpoints.listDeliveryPackages,
  async (c) => {
    const packages = await listDeliveryPackages(c.get('catalogDb'), c.req.valid('query').shop_id);
    return okPublic(c, packages.map(serializeDeliveryPackage));
  },
);
