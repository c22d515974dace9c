/**
 * Admin v3 (`/api/admin/v3`): the owners' admin, one router per resource. Each route is an entry of
 * @haat/api-contract/admin: all but the sign-in ones need the admin token and are confined to its shop.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { apkLeadRoutes } from '../apk-lead/apk-lead.admin.routes.ts';
import { categoriesRoutes } from '../categories/categories.admin.routes.ts';
import { dashboardRoutes } from '../dashboard/dashboard.admin.routes.ts';
import { deliveryPackagesRoutes } from '../delivery-packages/delivery-packages.admin.routes.ts';
import { domainRoutes } from './domain/domain.routes.ts';
import { featuredProductRoutes } from './featured-product/featured-product.routes.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { adminMessagesRoutes } from '../messages/messages.admin.routes.ts';
import { onlineShopRoutes } from '../shops/shops.admin.routes.ts';
import { adminOrdersRoutes } from '../orders/orders.admin.routes.ts';
import { ownerAuthRoutes } from '../owners/owners.admin.routes.ts';
import { ownerSessionsRoutes } from './owner-auth/owner-sessions.routes.ts';
import { productsRoutes } from '../products/products.admin.routes.ts';
import { themeRoutes } from './theme/theme.routes.ts';

export const adminRoutes = new Hono<AppEnv>()
  .route('/', ownerAuthRoutes)
  .route('/', ownerSessionsRoutes)
  .route('/', onlineShopRoutes)
  .route('/', mediaRoutes)
  .route('/', themeRoutes)
  .route('/', domainRoutes)
  .route('/', deliveryPackagesRoutes)
  .route('/', categoriesRoutes)
  .route('/', productsRoutes)
  .route('/', featuredProductRoutes)
  .route('/', adminOrdersRoutes)
  .route('/', adminMessagesRoutes)
  .route('/', apkLeadRoutes)
  .route('/', dashboardRoutes);
