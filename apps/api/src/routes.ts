/**
 * The API's routers by base, the one place that lists them; app.ts mounts `apiBases` and knows no route.
 * Each module (`modules/<resource>/`) has a router per audience, `<resource>.<audience>.routes.ts` (`shop`,
 * `customer`, `domains`, `admin`, `dev`: the tables of @haat/api-contract); a new router is added to the base
 * it serves here. Each route of a router is an entry of the endpoint table (the OpenAPI document aside), and
 * routes.test.ts checks that the app serves exactly the table.
 */
import { Hono } from 'hono';
import type { AppEnv } from './platform/http/app-env.ts';
import { addressesCustomerRoutes } from './modules/addresses/addresses.customer.routes.ts';
import { apkLeadAdminRoutes } from './modules/apk-lead/apk-lead.admin.routes.ts';
import { categoriesAdminRoutes } from './modules/categories/categories.admin.routes.ts';
import { categoriesShopRoutes } from './modules/categories/categories.shop.routes.ts';
import { customersCustomerRoutes } from './modules/customers/customers.customer.routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin.routes.ts';
import { deliveryPackagesAdminRoutes } from './modules/delivery-packages/delivery-packages.admin.routes.ts';
import { deliveryPackagesShopRoutes } from './modules/delivery-packages/delivery-packages.shop.routes.ts';
import { devSmsDevRoutes } from './modules/dev-sms/dev-sms.dev.routes.ts';
import { linkPreviewsShopRoutes } from './modules/link-previews/link-previews.shop.routes.ts';
import { discountsAdminRoutes } from './modules/discounts/discounts.admin.routes.ts';
import { discountsShopRoutes } from './modules/discounts/discounts.shop.routes.ts';
import { paymentsAdminRoutes } from './modules/payments/payments.admin.routes.ts';
import { paymentsShopRoutes } from './modules/payments/payments.shop.routes.ts';
import { metaFeedAdminRoutes } from './modules/meta-feed/meta-feed.admin.routes.ts';
import { metaFeedShopRoutes } from './modules/meta-feed/meta-feed.shop.routes.ts';
import { metaConversionsAdminRoutes } from './modules/meta-conversions/meta-conversions.admin.routes.ts';
import { messagesAdminRoutes } from './modules/messages/messages.admin.routes.ts';
import { reportsAdminRoutes } from './modules/reports/reports.admin.routes.ts';
import { shopCustomersAdminRoutes } from './modules/shop-customers/shop-customers.admin.routes.ts';
import { messagesCustomerRoutes } from './modules/messages/messages.customer.routes.ts';
import { notificationsCustomerRoutes } from './modules/notifications/notifications.customer.routes.ts';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes.ts';
import { ordersCustomerRoutes } from './modules/orders/orders.customer.routes.ts';
import { ordersShopRoutes } from './modules/orders/orders.shop.routes.ts';
import { ownersAdminRoutes } from './modules/owners/owners.admin.routes.ts';
import { productsAdminRoutes } from './modules/products/products.admin.routes.ts';
import { catalogueImportsAdminRoutes } from './modules/catalogue-imports/catalogue-imports.routes.ts';
import { productsShopRoutes } from './modules/products/products.shop.routes.ts';
import { reviewsCustomerRoutes } from './modules/reviews/reviews.customer.routes.ts';
import { reviewsShopRoutes } from './modules/reviews/reviews.shop.routes.ts';
import { shipmentsAdminRoutes } from './modules/shipments/shipments.admin.routes.ts';
import { shipmentsWebhooksRoutes } from './modules/shipments/shipments.webhooks.routes.ts';
import {
  paymentGatewaysAdminRoutes,
  paymentGatewaysShopRoutes,
  paymentGatewaysWebhooksRoutes,
} from './modules/payment-gateways/payment-gateways.routes.ts';
import { shopsAdminRoutes } from './modules/shops/shops.admin.routes.ts';
import { shopsDomainsRoutes } from './modules/shops/shops.domains.routes.ts';
import { shopsShopRoutes } from './modules/shops/shops.shop.routes.ts';
import { sitemapShopRoutes } from './modules/sitemap/sitemap.shop.routes.ts';
import { smsAdminRoutes } from './modules/sms/sms.admin.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { wishlistCustomerRoutes } from './modules/wishlist/wishlist.customer.routes.ts';

/**
 * `/api/shop`: what shoppers' browsers call, public (`shop`) and as a signed-in customer (`customer`).
 * Where two routes match the same path the first one registered answers: categories come before products,
 * since `/product/product_sub_categories` is also a `/product/{product_slug}`.
 */
export const shopApi = new Hono<AppEnv>()
  .route('/', shopsShopRoutes)
  .route('/', deliveryPackagesShopRoutes)
  .route('/', categoriesShopRoutes)
  .route('/', productsShopRoutes)
  .route('/', reviewsShopRoutes)
  .route('/', ordersShopRoutes)
  .route('/', paymentGatewaysShopRoutes)
  .route('/', linkPreviewsShopRoutes)
  .route('/', sitemapShopRoutes)
  .route('/', metaFeedShopRoutes)
  .route('/', discountsShopRoutes)
  .route('/', paymentsShopRoutes)
  .route('/', customersCustomerRoutes)
  .route('/', addressesCustomerRoutes)
  .route('/', ordersCustomerRoutes)
  .route('/', wishlistCustomerRoutes)
  .route('/', reviewsCustomerRoutes)
  .route('/', messagesCustomerRoutes)
  .route('/', notificationsCustomerRoutes);

/** `/api/admin/v2`: domain lookups. */
export const adminV2Api = new Hono<AppEnv>().route('/', shopsDomainsRoutes);

/** `/api/admin/v3`: the owners' admin (every route but the sign-in ones behind requireAdmin). */
export const adminV3Api = new Hono<AppEnv>()
  .route('/', ownersAdminRoutes)
  .route('/', shopsAdminRoutes)
  .route('/', deliveryPackagesAdminRoutes)
  .route('/', categoriesAdminRoutes)
  .route('/', productsAdminRoutes)
  .route('/', catalogueImportsAdminRoutes)
  .route('/', ordersAdminRoutes)
  .route('/', shipmentsAdminRoutes)
  .route('/', smsAdminRoutes)
  .route('/', messagesAdminRoutes)
  .route('/', shopCustomersAdminRoutes)
  .route('/', apkLeadAdminRoutes)
  .route('/', dashboardAdminRoutes)
  .route('/', reportsAdminRoutes)
  .route('/', metaFeedAdminRoutes)
  .route('/', metaConversionsAdminRoutes)
  .route('/', paymentGatewaysAdminRoutes)
  .route('/', discountsAdminRoutes)
  .route('/', paymentsAdminRoutes);

/** `/api/webhooks`: calls from services outside (couriers' status webhooks), each authenticated its own way. */
export const webhooksApi = new Hono<AppEnv>()
  .route('/', shipmentsWebhooksRoutes)
  .route('/', paymentGatewaysWebhooksRoutes);

/** `/api/dev`: development helpers for end-to-end tests, mounted only outside production. */
export const devApi = new Hono<AppEnv>().route('/', devSmsDevRoutes);

export interface ApiBase {
  /** Where app.ts mounts the router. */
  path: string;
  router: Hono<AppEnv>;
  /** Mounted only when `config.devRoutes` (never in production). */
  devOnly?: boolean;
}

/** Every base in the order app.ts mounts them; `/` holds health and the OpenAPI document (the system module). */
export const apiBases: readonly ApiBase[] = [
  { path: '/', router: systemRoutes },
  { path: '/api/shop', router: shopApi },
  { path: '/api/admin/v2', router: adminV2Api },
  { path: '/api/admin/v3', router: adminV3Api },
  { path: '/api/webhooks', router: webhooksApi },
  { path: '/api/dev', router: devApi, devOnly: true },
];
