import * as shopEndpoints from '@haat/api-contract/shop';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { okPublic } from '../../platform/http/http-cache.ts';
import { serializeDeliveryPackage } from './delivery-packages.serializers.ts';
import { listDeliveryPackages } from './delivery-packages.service.ts';

/** Shop base (`/api/shop`): the shop's delivery packages, for the checkout. */
export const deliveryPackagesShopRoutes = new ContractRouter().endpoint(
  shopEndpoints.listDeliveryPackages,
  async (c) => {
    const packages = await listDeliveryPackages(c.get('catalogDb'), c.req.valid('query').shop_id, { shoppers: true });
    return okPublic(c, packages.map(serializeDeliveryPackage));
  },
);
