import type { AdminOrderListParams, AdminProductListParams } from '@haat/api-client';

/** Query keys of the admin's resources (one factory, docs/architecture.md). The cache is cleared when the admin changes. */
export const adminKeys = {
  all: ['admin'] as const,
  shop: () => [...adminKeys.all, 'online-shop'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: (params: AdminProductListParams) => [...adminKeys.products(), 'list', params] as const,
  product: (id: number) => [...adminKeys.products(), 'detail', id] as const,
  categories: () => [...adminKeys.all, 'categories'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (params: AdminOrderListParams) => [...adminKeys.orders(), 'list', params] as const,
  order: (id: number) => [...adminKeys.orders(), 'detail', id] as const,
  ordersToConfirm: (page: number) => [...adminKeys.orders(), 'to-confirm', page] as const,
  orderCodRisk: (id: number) => [...adminKeys.orders(), 'cod-risk', id] as const,
  orderSettings: () => [...adminKeys.all, 'order-settings'] as const,
  messageThreads: () => [...adminKeys.all, 'messages'] as const,
  messages: (customerId: number) => [...adminKeys.messageThreads(), customerId] as const,
  deliveryPackages: () => [...adminKeys.all, 'delivery-packages'] as const,
  domain: () => [...adminKeys.all, 'domain'] as const,
  apkLead: () => [...adminKeys.all, 'apk-lead'] as const,
  sessions: () => [...adminKeys.all, 'sessions'] as const,
  courierAccounts: () => [...adminKeys.all, 'courier-accounts'] as const,
  courierPlaces: (courier: string, kind: string, parent: number | null) =>
    [...adminKeys.all, 'courier-accounts', courier, 'places', kind, parent] as const,
  smsTemplates: () => [...adminKeys.all, 'sms', 'templates'] as const,
  smsSettings: () => [...adminKeys.all, 'sms', 'settings'] as const,
  smsLog: () => [...adminKeys.all, 'sms', 'log'] as const,
  smsLogPage: (page: number) => [...adminKeys.smsLog(), page] as const,
};

/** The public check of a shop slug on the start page. */
export const slugKeys = {
  availability: (slug: string) => ['shop-slug', slug] as const,
};
