import {
  adminShopResponseSchema,
  apkLeadSchema,
  categorySchema,
  dashboardSchema,
  deliveryPackageSchema,
  ownDomainSchema,
  messageSchema,
  messageThreadSchema,
  orderSchema,
  ownerLoginResultSchema,
  ownerSessionInfoSchema,
  ownerSessionSchema,
  paginatorSchema,
  productDetailSchema,
  productSchema,
  shopSchema,
  type AdminShopResponse,
  type ApkLead,
  type apkLeadBodySchema,
  type adminOrderListQuerySchema,
  type adminProductListQuerySchema,
  type Category,
  type categoryBodySchema,
  type Dashboard,
  type DeliveryPackage,
  type deliveryPackageBodySchema,
  type OwnDomain,
  type Message,
  type MessageThread,
  type Order,
  type OwnerLoginResult,
  type ownerLoginBodySchema,
  type ownerRegisterBodySchema,
  type OwnerSession,
  type OwnerSessionInfo,
  type changePasswordBodySchema,
  type ownerCodeBodySchema,
  type ownerResetPasswordBodySchema,
  type Paginator,
  type Product,
  type productBodySchema,
  type ProductDetail,
  type Shop,
  type shopSettingsBodySchema,
  type Theme,
} from '@haat/domain/schemas';
import type { OrderStatus } from '@haat/domain/order-status';
import * as v from 'valibot';
import { path, type Http } from './http.ts';

export type OwnerRegisterInput = v.InferInput<typeof ownerRegisterBodySchema>;
export type OwnerLoginInput = v.InferInput<typeof ownerLoginBodySchema>;
export type OwnerPasswordInput = v.InferInput<typeof changePasswordBodySchema>;
export type OwnerCodeInput = v.InferInput<typeof ownerCodeBodySchema>;
export type OwnerResetPasswordInput = v.InferInput<typeof ownerResetPasswordBodySchema>;
export type ShopSettingsInput = v.InferInput<typeof shopSettingsBodySchema>;
export type DeliveryPackageInput = v.InferInput<typeof deliveryPackageBodySchema>;
export type CategoryInput = v.InferInput<typeof categoryBodySchema>;
export type ProductInput = v.InferInput<typeof productBodySchema>;
export type ApkLeadInput = v.InferInput<typeof apkLeadBodySchema>;
export type AdminProductListParams = v.InferInput<typeof adminProductListQuerySchema>;
export type AdminOrderListParams = v.InferInput<typeof adminOrderListQuerySchema>;

/** What an owner's admin calls on the admin v3 base: every call carries the Bearer token and shop_id. */
export interface AdminApi {
  /** POST /auth/register: creates the owner and the shop (no token needed). */
  register(body: OwnerRegisterInput): Promise<OwnerSession>;
  /** POST /auth/login (no token needed). */
  login(body: OwnerLoginInput): Promise<OwnerLoginResult>;
  /** POST /auth/register/code (no token): the code that proves a new owner's mobile; 409 when it has an account. */
  sendSignUpCode(body: OwnerCodeInput): Promise<void>;
  /** POST /auth/forgot-password (no token): a reset code to the owner's verified mobile. */
  forgotPassword(body: OwnerCodeInput): Promise<void>;
  /** POST /auth/reset-password (no token): a new password with the code; every other session ends. */
  resetPassword(body: OwnerResetPasswordInput): Promise<OwnerLoginResult>;
  /** POST /auth/logout: ends this session on the server. */
  logout(): Promise<void>;
  /** GET /auth/sessions: the owner's live sessions, `current` marking this one. */
  listSessions(): Promise<OwnerSessionInfo[]>;
  /** DELETE /auth/sessions/{id}: ends one of the owner's sessions. */
  endSession(id: number): Promise<void>;
  /** PUT /auth/password: a new password; the other sessions end. */
  changePassword(body: OwnerPasswordInput): Promise<void>;

  /** GET /online-shop: the shop and its app request. */
  getOnlineShop(): Promise<AdminShopResponse>;
  /** PUT /online-shop */
  updateOnlineShop(body: ShopSettingsInput): Promise<Shop>;
  /** POST /online-shop/banner (multipart `image`; stored at 1920x560). */
  uploadBanner(image: Blob, filename?: string): Promise<Shop>;
  /** DELETE /online-shop/banner */
  deleteBanner(): Promise<Shop>;
  /** POST /online-shop/logo (multipart `image`). */
  uploadLogo(image: Blob, filename?: string): Promise<Shop>;
  /** DELETE /online-shop/logo */
  deleteLogo(): Promise<Shop>;
  /** PUT /online-shop/theme */
  updateTheme(theme: Theme): Promise<Shop>;
  /** GET /online-shop/domain: null when the shop has no custom domain; with its DNS steps. */
  getDomain(): Promise<OwnDomain | null>;
  /** POST /online-shop/domain; 409 "contact support" when the shop already has one. */
  setDomain(domain: string): Promise<OwnDomain>;
  /** POST /online-shop/domain/verify: looks for the DNS proof now. */
  verifyDomain(): Promise<OwnDomain>;

  /** GET /delivery-packages */
  listDeliveryPackages(): Promise<DeliveryPackage[]>;
  /** POST /delivery-packages */
  createDeliveryPackage(body: DeliveryPackageInput): Promise<DeliveryPackage>;
  /** PUT /delivery-packages/{id} */
  updateDeliveryPackage(id: number, body: DeliveryPackageInput): Promise<DeliveryPackage>;
  /** DELETE /delivery-packages/{id} */
  deleteDeliveryPackage(id: number): Promise<void>;

  /** GET /categories */
  listCategories(): Promise<Category[]>;
  /** POST /categories */
  createCategory(body: CategoryInput): Promise<Category>;
  /** PUT /categories/{id} */
  updateCategory(id: number, body: CategoryInput): Promise<Category>;
  /** DELETE /categories/{id} */
  deleteCategory(id: number): Promise<void>;

  /** GET /products?search=&category_id=&page= */
  listProducts(params?: AdminProductListParams): Promise<Paginator<Product>>;
  /** GET /products/{id}: with description and images, for the edit form. */
  getProduct(id: number): Promise<ProductDetail>;
  /** POST /products */
  createProduct(body: ProductInput): Promise<Product>;
  /** PUT /products/{id} */
  updateProduct(id: number, body: ProductInput): Promise<Product>;
  /** DELETE /products/{id} */
  deleteProduct(id: number): Promise<void>;
  /** POST /products/{id}/image (multipart `image`). */
  uploadProductImage(id: number, image: Blob, filename?: string): Promise<Product>;
  /** PUT /featured-product: null clears it. */
  setFeaturedProduct(productId: number | null): Promise<Shop>;

  /** GET /orders?tab=ongoing|completed&search=&page= */
  listOrders(params?: AdminOrderListParams): Promise<Paginator<Order>>;
  /** GET /orders/{id} */
  getOrder(id: number): Promise<Order>;
  /** PATCH /orders/{id}/status; an illegal transition is 409. */
  updateOrderStatus(id: number, status: OrderStatus): Promise<Order>;

  /** GET /messages: one thread per customer. */
  listMessageThreads(): Promise<MessageThread[]>;
  /** GET /messages/{customer_id} */
  listMessages(customerId: number): Promise<Message[]>;
  /** POST /messages/{customer_id}: the message just sent. */
  sendMessage(customerId: number, body: string): Promise<Message>;

  /** GET /apk-lead: null when the shop has not asked for an app. */
  getApkLead(): Promise<ApkLead | null>;
  /** POST /apk-lead */
  requestApk(body: ApkLeadInput): Promise<ApkLead>;

  /** GET /dashboard */
  getDashboard(): Promise<Dashboard>;
}

function imageForm(image: Blob, filename: string): FormData {
  const form = new FormData();
  form.append('image', image, filename);
  return form;
}

export function createAdminApi(http: Http): AdminApi {
  const anonymous = true;
  return {
    register: (body) => http.request('post', '/auth/register', ownerSessionSchema, { json: body, anonymous }),
    login: (body) => http.request('post', '/auth/login', ownerLoginResultSchema, { json: body, anonymous }),
    sendSignUpCode: (body) => http.send('post', '/auth/register/code', { json: body, anonymous }),
    forgotPassword: (body) => http.send('post', '/auth/forgot-password', { json: body, anonymous }),
    resetPassword: (body) => http.request('post', '/auth/reset-password', ownerLoginResultSchema, { json: body, anonymous }),
    logout: () => http.send('post', '/auth/logout'),
    listSessions: () => http.request('get', '/auth/sessions', v.array(ownerSessionInfoSchema)),
    endSession: (id) => http.send('delete', path`/auth/sessions/${id}`),
    changePassword: (body) => http.send('put', '/auth/password', { json: body }),

    getOnlineShop: () => http.request('get', '/online-shop', adminShopResponseSchema),
    updateOnlineShop: (body) => http.request('put', '/online-shop', shopSchema, { json: body }),
    uploadBanner: (image, filename = 'banner') =>
      http.request('post', '/online-shop/banner', shopSchema, { body: imageForm(image, filename) }),
    deleteBanner: () => http.request('delete', '/online-shop/banner', shopSchema),
    uploadLogo: (image, filename = 'logo') =>
      http.request('post', '/online-shop/logo', shopSchema, { body: imageForm(image, filename) }),
    deleteLogo: () => http.request('delete', '/online-shop/logo', shopSchema),
    updateTheme: (theme) => http.request('put', '/online-shop/theme', shopSchema, { json: { theme } }),
    getDomain: () => http.request('get', '/online-shop/domain', v.nullable(ownDomainSchema)),
    setDomain: (domain) => http.request('post', '/online-shop/domain', ownDomainSchema, { json: { domain } }),
    verifyDomain: () => http.request('post', '/online-shop/domain/verify', ownDomainSchema),

    listDeliveryPackages: () => http.request('get', '/delivery-packages', v.array(deliveryPackageSchema)),
    createDeliveryPackage: (body) => http.request('post', '/delivery-packages', deliveryPackageSchema, { json: body }),
    updateDeliveryPackage: (id, body) =>
      http.request('put', path`/delivery-packages/${id}`, deliveryPackageSchema, { json: body }),
    deleteDeliveryPackage: (id) => http.send('delete', path`/delivery-packages/${id}`),

    listCategories: () => http.request('get', '/categories', v.array(categorySchema)),
    createCategory: (body) => http.request('post', '/categories', categorySchema, { json: body }),
    updateCategory: (id, body) => http.request('put', path`/categories/${id}`, categorySchema, { json: body }),
    deleteCategory: (id) => http.send('delete', path`/categories/${id}`),

    listProducts: (params = {}) =>
      http.request('get', '/products', paginatorSchema(productSchema), { searchParams: { ...params } }),
    getProduct: (id) => http.request('get', path`/products/${id}`, productDetailSchema),
    createProduct: (body) => http.request('post', '/products', productSchema, { json: body }),
    updateProduct: (id, body) => http.request('put', path`/products/${id}`, productSchema, { json: body }),
    deleteProduct: (id) => http.send('delete', path`/products/${id}`),
    uploadProductImage: (id, image, filename = 'product') =>
      http.request('post', path`/products/${id}/image`, productSchema, { body: imageForm(image, filename) }),
    setFeaturedProduct: (productId) =>
      http.request('put', '/featured-product', shopSchema, { json: { product_id: productId } }),

    listOrders: (params = {}) =>
      http.request('get', '/orders', paginatorSchema(orderSchema), { searchParams: { ...params } }),
    getOrder: (id) => http.request('get', path`/orders/${id}`, orderSchema),
    updateOrderStatus: (id, status) =>
      http.request('patch', path`/orders/${id}/status`, orderSchema, { json: { status } }),

    listMessageThreads: () => http.request('get', '/messages', v.array(messageThreadSchema)),
    listMessages: (customerId) => http.request('get', path`/messages/${customerId}`, v.array(messageSchema)),
    sendMessage: (customerId, body) =>
      http.request('post', path`/messages/${customerId}`, messageSchema, { json: { body } }),

    getApkLead: () => http.request('get', '/apk-lead', v.nullable(apkLeadSchema)),
    requestApk: (body) => http.request('post', '/apk-lead', apkLeadSchema, { json: body }),

    getDashboard: () => http.request('get', '/dashboard', dashboardSchema),
  };
}
