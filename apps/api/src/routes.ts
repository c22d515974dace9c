/**
 * The API's routers by base. A new module adds its router to the base it serves, here and only here;
 * each route of a router is an entry of the endpoint table (@haat/api-contract), and routes.test.ts
 * checks that the app serves exactly the table.
 */
import { Hono } from 'hono';
import type { AppEnv } from './lib/app-env.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { catalogRoutes } from './modules/products/products.shop.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { devSmsRoutes } from './modules/dev-sms/dev-sms.dev.routes.ts';
import { ordersRoutes } from './modules/orders/orders.shop.routes.ts';
import { domainsRoutes, shopsAdminRoutes, shopsRoutes } from './modules/shops/shops.shop.routes.ts';

/** `/api/shop`: what shoppers' browsers call. */
export const shopApi = new Hono<AppEnv>()
  .route('/', shopsRoutes)
  .route('/', catalogRoutes)
  .route('/', customersRoutes)
  .route('/', ordersRoutes);

/** `/api/admin/v2`: domain lookups. */
export const adminV2Api = new Hono<AppEnv>().route('/', domainsRoutes);

/** `/api/admin/v3`: the owners' admin (every route but the sign-in ones behind requireAdmin). */
export const adminV3Api = new Hono<AppEnv>().route('/', shopsAdminRoutes).route('/', adminRoutes);

/** `/api/dev`: development helpers for end-to-end tests; create-app mounts it only outside production. */
export const devApi = new Hono<AppEnv>().route('/', devSmsRoutes);
