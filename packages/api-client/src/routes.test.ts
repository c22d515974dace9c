import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminClient, type AdminClient } from './admin-client.ts';
import { createShopClient, type ShopClient } from './shop-client.ts';
import * as fixture from './testing/fixtures.ts';
import { ok, startTestServer, type TestServer } from './testing/test-server.ts';

/**
 * Every client function against API.md: the method and path it calls, and that it parses a
 * representative answer into what it resolves with.
 */
interface Route<TClient> {
  name: string;
  call: (client: TClient) => Promise<unknown>;
  method: string;
  path: string;
  answer: unknown;
  /** What the call resolves with, when it is not `answer` itself. */
  resolves?: unknown;
}

const image = () => new Blob(['png'], { type: 'image/png' });
const orderBody = {
  shop_id: 7,
  items: [{ product_id: 11, quantity: 1 }],
  name: 'Karim',
  mobile: '01812345678',
  address: 'House 4, Road 2',
  delivery_package_id: 1,
};
const addressBody = { name: 'Karim', mobile: '01812345678', address: 'House 4, Road 2' };
const productBody = { name: 'Saree', selling_price: 1000, discount: 0, discount_type: 'FIXED' as const, stock: 3 };
const settingsBody = {
  name: 'Rupa Fashion',
  public: true,
  online_shop_settings: { default_chat_channel: 'whatsapp' as const, whatsapp_chat: '01712345678' },
};

const shopRoutes: Route<ShopClient>[] = [
  {
    name: 'shop.getShop',
    call: (c) => c.shop.getShop('rupa-fashion'),
    method: 'GET',
    path: '/online-shop/rupa-fashion',
    answer: fixture.shop,
  },
  {
    name: 'shop.listCategories',
    call: (c) => c.shop.listCategories(7),
    method: 'GET',
    path: '/product/product_sub_categories',
    answer: [fixture.category],
  },
  {
    name: 'shop.searchProducts',
    call: (c) => c.shop.searchProducts('saree', 7),
    method: 'GET',
    path: '/products/search/saree',
    answer: fixture.paginator([fixture.product]),
    resolves: [fixture.product],
  },
  {
    name: 'shop.listProducts',
    call: (c) => c.shop.listProducts({ shop_id: 7 }),
    method: 'GET',
    path: '/products',
    answer: fixture.paginator([fixture.product]),
  },
  {
    name: 'shop.getProduct',
    call: (c) => c.shop.getProduct('jamdani-saree', 7),
    method: 'GET',
    path: '/product/jamdani-saree',
    answer: fixture.productDetail,
  },
  {
    name: 'shop.listProductReviews',
    call: (c) => c.shop.listProductReviews('jamdani-saree', 7, 2),
    method: 'GET',
    path: '/product/jamdani-saree/reviews',
    answer: fixture.paginator([fixture.review]),
  },
  {
    name: 'shop.getPage',
    call: (c) => c.shop.getPage('about-us', 7),
    method: 'GET',
    path: '/pages/about-us',
    answer: fixture.page,
  },
  {
    name: 'shop.listDeliveryPackages',
    call: (c) => c.shop.listDeliveryPackages(7),
    method: 'GET',
    path: '/delivery-packages',
    answer: [fixture.deliveryPackage],
  },
  {
    name: 'shop.placeOrder',
    call: (c) => c.shop.placeOrder(orderBody, 'key'),
    method: 'POST',
    path: '/orders',
    answer: fixture.order,
  },
  {
    name: 'shop.trackOrders',
    call: (c) => c.shop.trackOrders(7, 'HT-7K3M9Q2X'),
    method: 'GET',
    path: '/orders/track',
    answer: fixture.trackAnswer,
  },
  {
    name: 'shop.sendTrackCode',
    call: (c) => c.shop.sendTrackCode({ shop_id: 7, mobile: '01812345678' }),
    method: 'POST',
    path: '/orders/track/code',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'shop.verifyTrackCode',
    call: (c) => c.shop.verifyTrackCode({ shop_id: 7, mobile: '01812345678', otp: '123456' }),
    method: 'POST',
    path: '/orders/track/verify',
    answer: fixture.trackAnswer,
  },
  {
    name: 'shop.getOrder',
    call: (c) => c.shop.getOrder('HT-7K3M9Q2X', 7),
    method: 'GET',
    path: '/orders/HT-7K3M9Q2X',
    answer: fixture.order,
  },
  {
    name: 'customer.register',
    call: (c) =>
      c.customer.register({
        shop_id: 7,
        name: 'Karim',
        mobile: '01812345678',
        otp: '123456',
        password: 'secret1',
        password_confirmation: 'secret1',
      }),
    method: 'POST',
    path: '/auth/register',
    answer: fixture.customerSession,
  },
  {
    name: 'customer.login',
    call: (c) => c.customer.login({ shop_id: 7, mobile: '01812345678', password: 'secret1' }),
    method: 'POST',
    path: '/auth/login',
    answer: fixture.customerSession,
  },
  {
    name: 'customer.logout',
    call: (c) => c.customer.logout(),
    method: 'POST',
    path: '/auth/logout',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'customer.sendRegisterCode',
    call: (c) => c.customer.sendRegisterCode({ shop_id: 7, mobile: '01812345678' }),
    method: 'POST',
    path: '/auth/register/code',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'customer.forgotPassword',
    call: (c) => c.customer.forgotPassword({ shop_id: 7, mobile: '01812345678' }),
    method: 'POST',
    path: '/auth/forgot-password',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'customer.resetPassword',
    call: (c) =>
      c.customer.resetPassword({
        shop_id: 7,
        mobile: '01812345678',
        otp: '123456',
        password: 'secret2',
        password_confirmation: 'secret2',
      }),
    method: 'POST',
    path: '/auth/reset-password',
    answer: fixture.customerSession,
  },
  {
    name: 'customer.getMe',
    call: (c) => c.customer.getMe(),
    method: 'GET',
    path: '/customer/me',
    answer: fixture.customer,
  },
  {
    name: 'customer.updateMe',
    call: (c) => c.customer.updateMe({ name: 'Karim' }),
    method: 'PUT',
    path: '/customer/me',
    answer: fixture.customer,
  },
  {
    name: 'customer.changePassword',
    call: (c) =>
      c.customer.changePassword({ current_password: 'a', password: 'secret2', password_confirmation: 'secret2' }),
    method: 'PUT',
    path: '/customer/password',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'customer.listAddresses',
    call: (c) => c.customer.listAddresses(),
    method: 'GET',
    path: '/customer/addresses',
    answer: [fixture.address],
  },
  {
    name: 'customer.createAddress',
    call: (c) => c.customer.createAddress(addressBody),
    method: 'POST',
    path: '/customer/addresses',
    answer: fixture.address,
  },
  {
    name: 'customer.updateAddress',
    call: (c) => c.customer.updateAddress(3, addressBody),
    method: 'PUT',
    path: '/customer/addresses/3',
    answer: fixture.address,
  },
  {
    name: 'customer.deleteAddress',
    call: (c) => c.customer.deleteAddress(3),
    method: 'DELETE',
    path: '/customer/addresses/3',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'customer.listOrders',
    call: (c) => c.customer.listOrders(1),
    method: 'GET',
    path: '/customer/orders',
    answer: fixture.paginator([fixture.order]),
  },
  {
    name: 'customer.getWishlist',
    call: (c) => c.customer.getWishlist(),
    method: 'GET',
    path: '/customer/wishlist',
    answer: [fixture.product],
  },
  {
    name: 'customer.addToWishlist',
    call: (c) => c.customer.addToWishlist(11),
    method: 'PUT',
    path: '/customer/wishlist/11',
    answer: [fixture.product],
  },
  {
    name: 'customer.removeFromWishlist',
    call: (c) => c.customer.removeFromWishlist(11),
    method: 'DELETE',
    path: '/customer/wishlist/11',
    answer: [],
  },
  {
    name: 'customer.syncWishlist',
    call: (c) => c.customer.syncWishlist([11]),
    method: 'POST',
    path: '/customer/wishlist/sync',
    answer: [fixture.product],
  },
  {
    name: 'customer.listReviews',
    call: (c) => c.customer.listReviews(),
    method: 'GET',
    path: '/customer/reviews',
    answer: [fixture.review],
  },
  {
    name: 'customer.createReview',
    call: (c) => c.customer.createReview({ product_id: 11, rating: 5, comment: 'ভালো' }),
    method: 'POST',
    path: '/customer/reviews',
    answer: fixture.review,
  },
  {
    name: 'customer.listMessages',
    call: (c) => c.customer.listMessages(),
    method: 'GET',
    path: '/customer/messages',
    answer: [fixture.message],
  },
  {
    name: 'customer.sendMessage',
    call: (c) => c.customer.sendMessage('হ্যালো'),
    method: 'POST',
    path: '/customer/messages',
    answer: fixture.message,
  },
  {
    name: 'customer.listNotifications',
    call: (c) => c.customer.listNotifications(),
    method: 'GET',
    path: '/customer/notifications',
    answer: [fixture.notification],
  },
];

const adminRoutes: Route<AdminClient>[] = [
  {
    name: 'admin.register',
    call: (c) =>
      c.register({ name: 'Rupa', mobile: '01712345678', otp: '123456', password: 'secret1', shop_name: 'Rupa', shop_slug: 'rupa' }),
    method: 'POST',
    path: '/auth/register',
    answer: { token: 'a.b.c', shop: fixture.shop },
  },
  {
    name: 'admin.login',
    call: (c) => c.login({ mobile: '01712345678', password: 'secret1' }),
    method: 'POST',
    path: '/auth/login',
    answer: { token: 'a.b.c', shops: [fixture.shop] },
  },
  {
    name: 'admin.sendSignUpCode',
    call: (c) => c.sendSignUpCode({ mobile: '01712345678' }),
    method: 'POST',
    path: '/auth/register/code',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'admin.forgotPassword',
    call: (c) => c.forgotPassword({ mobile: '01712345678' }),
    method: 'POST',
    path: '/auth/forgot-password',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'admin.resetPassword',
    call: (c) => c.resetPassword({ mobile: '01712345678', otp: '123456', password: 'new12345', password_confirmation: 'new12345' }),
    method: 'POST',
    path: '/auth/reset-password',
    answer: { token: 'a.b.c', shops: [fixture.shop] },
  },
  { name: 'admin.logout', call: (c) => c.logout(), method: 'POST', path: '/auth/logout', answer: null, resolves: undefined },
  {
    name: 'admin.listSessions',
    call: (c) => c.listSessions(),
    method: 'GET',
    path: '/auth/sessions',
    answer: [
      { id: 3, shop_id: 7, user_agent: 'Phone', created_at: '2026-11-24T10:00:00.000Z', expires_at: '2026-12-24T10:00:00.000Z', current: true },
    ],
  },
  { name: 'admin.endSession', call: (c) => c.endSession(3), method: 'DELETE', path: '/auth/sessions/3', answer: null, resolves: undefined },
  {
    name: 'admin.changePassword',
    call: (c) => c.changePassword({ current_password: 'old1234', password: 'new12345', password_confirmation: 'new12345' }),
    method: 'PUT',
    path: '/auth/password',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'admin.getOnlineShop',
    call: (c) => c.getOnlineShop(),
    method: 'GET',
    path: '/online-shop',
    answer: { shop: fixture.shop, apk_lead: null },
  },
  {
    name: 'admin.updateOnlineShop',
    call: (c) => c.updateOnlineShop(settingsBody),
    method: 'PUT',
    path: '/online-shop',
    answer: fixture.shop,
  },
  {
    name: 'admin.uploadBanner',
    call: (c) => c.uploadBanner(image()),
    method: 'POST',
    path: '/online-shop/banner',
    answer: fixture.shop,
  },
  {
    name: 'admin.deleteBanner',
    call: (c) => c.deleteBanner(),
    method: 'DELETE',
    path: '/online-shop/banner',
    answer: fixture.shop,
  },
  {
    name: 'admin.uploadLogo',
    call: (c) => c.uploadLogo(image()),
    method: 'POST',
    path: '/online-shop/logo',
    answer: fixture.shop,
  },
  {
    name: 'admin.deleteLogo',
    call: (c) => c.deleteLogo(),
    method: 'DELETE',
    path: '/online-shop/logo',
    answer: fixture.shop,
  },
  {
    name: 'admin.updateTheme',
    call: (c) => c.updateTheme(3),
    method: 'PUT',
    path: '/online-shop/theme',
    answer: fixture.shop,
  },
  {
    name: 'admin.getDomain',
    call: (c) => c.getDomain(),
    method: 'GET',
    path: '/online-shop/domain',
    answer: fixture.ownDomain,
  },
  {
    name: 'admin.setDomain',
    call: (c) => c.setDomain('rupa.example'),
    method: 'POST',
    path: '/online-shop/domain',
    answer: fixture.ownDomain,
  },
  {
    name: 'admin.verifyDomain',
    call: (c) => c.verifyDomain(),
    method: 'POST',
    path: '/online-shop/domain/verify',
    answer: fixture.ownDomain,
  },
  {
    name: 'admin.listDeliveryPackages',
    call: (c) => c.listDeliveryPackages(),
    method: 'GET',
    path: '/delivery-packages',
    answer: [fixture.deliveryPackage],
  },
  {
    name: 'admin.createDeliveryPackage',
    call: (c) => c.createDeliveryPackage({ name: 'Inside Dhaka', charge: 60 }),
    method: 'POST',
    path: '/delivery-packages',
    answer: fixture.deliveryPackage,
  },
  {
    name: 'admin.updateDeliveryPackage',
    call: (c) => c.updateDeliveryPackage(1, { name: 'Inside Dhaka', charge: 70 }),
    method: 'PUT',
    path: '/delivery-packages/1',
    answer: fixture.deliveryPackage,
  },
  {
    name: 'admin.deleteDeliveryPackage',
    call: (c) => c.deleteDeliveryPackage(1),
    method: 'DELETE',
    path: '/delivery-packages/1',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'admin.listCategories',
    call: (c) => c.listCategories(),
    method: 'GET',
    path: '/categories',
    answer: [fixture.category],
  },
  {
    name: 'admin.createCategory',
    call: (c) => c.createCategory({ name: 'Saree' }),
    method: 'POST',
    path: '/categories',
    answer: fixture.category,
  },
  {
    name: 'admin.updateCategory',
    call: (c) => c.updateCategory(3, { name: 'Saree' }),
    method: 'PUT',
    path: '/categories/3',
    answer: fixture.category,
  },
  {
    name: 'admin.deleteCategory',
    call: (c) => c.deleteCategory(3),
    method: 'DELETE',
    path: '/categories/3',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'admin.listProducts',
    call: (c) => c.listProducts({ search: 'sar' }),
    method: 'GET',
    path: '/products',
    answer: fixture.paginator([fixture.product]),
  },
  {
    name: 'admin.getProduct',
    call: (c) => c.getProduct(11),
    method: 'GET',
    path: '/products/11',
    answer: fixture.productDetail,
  },
  {
    name: 'admin.createProduct',
    call: (c) => c.createProduct(productBody),
    method: 'POST',
    path: '/products',
    answer: fixture.product,
  },
  {
    name: 'admin.updateProduct',
    call: (c) => c.updateProduct(11, productBody),
    method: 'PUT',
    path: '/products/11',
    answer: fixture.product,
  },
  {
    name: 'admin.deleteProduct',
    call: (c) => c.deleteProduct(11),
    method: 'DELETE',
    path: '/products/11',
    answer: null,
    resolves: undefined,
  },
  {
    name: 'admin.uploadProductImage',
    call: (c) => c.uploadProductImage(11, image()),
    method: 'POST',
    path: '/products/11/image',
    answer: fixture.product,
  },
  {
    name: 'admin.setFeaturedProduct',
    call: (c) => c.setFeaturedProduct(11),
    method: 'PUT',
    path: '/featured-product',
    answer: fixture.shop,
  },
  {
    name: 'admin.listOrders',
    call: (c) => c.listOrders({ tab: 'ongoing' }),
    method: 'GET',
    path: '/orders',
    answer: fixture.paginator([fixture.order]),
  },
  { name: 'admin.getOrder', call: (c) => c.getOrder(40), method: 'GET', path: '/orders/40', answer: fixture.order },
  {
    name: 'admin.updateOrderStatus',
    call: (c) => c.updateOrderStatus(40, 'accepted'),
    method: 'PATCH',
    path: '/orders/40/status',
    answer: fixture.order,
  },
  {
    name: 'admin.listMessageThreads',
    call: (c) => c.listMessageThreads(),
    method: 'GET',
    path: '/messages',
    answer: [fixture.messageThread],
  },
  {
    name: 'admin.listMessages',
    call: (c) => c.listMessages(5),
    method: 'GET',
    path: '/messages/5',
    answer: [fixture.message],
  },
  {
    name: 'admin.sendMessage',
    call: (c) => c.sendMessage(5, 'জি আছে'),
    method: 'POST',
    path: '/messages/5',
    answer: { ...fixture.message, sender: 'shop' },
  },
  { name: 'admin.getApkLead', call: (c) => c.getApkLead(), method: 'GET', path: '/apk-lead', answer: fixture.apkLead },
  {
    name: 'admin.requestApk',
    call: (c) => c.requestApk({ app_name: 'Rupa', contact_mobile: '01712345678' }),
    method: 'POST',
    path: '/apk-lead',
    answer: fixture.apkLead,
  },
  {
    name: 'admin.getDashboard',
    call: (c) => c.getDashboard(),
    method: 'GET',
    path: '/dashboard',
    answer: fixture.dashboard,
  },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

describe.each([
  {
    base: '/api/shop',
    routes: shopRoutes,
    make: () => createShopClient({ baseUrl: `${server.origin}/api/shop`, getCustomerToken: () => 'ct' }),
  },
  {
    base: '/api/admin/v3',
    routes: adminRoutes,
    make: () =>
      createAdminClient({
        v2BaseUrl: `${server.origin}/api/admin/v2`,
        v3BaseUrl: `${server.origin}/api/admin/v3`,
        getToken: () => 'at',
        getShopId: () => 7,
      }),
  },
] as { base: string; routes: Route<unknown>[]; make: () => unknown }[])('$base', ({ base, routes, make }) => {
  it.each(routes)('$name calls $method $path and resolves with the parsed answer', async (route) => {
    server.on(route.method, `${base}${route.path}`, ok(route.answer));
    const result = await route.call(make());
    expect(result).toEqual('resolves' in route ? route.resolves : route.answer);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.method).toBe(route.method);
    expect(decodeURIComponent(server.requests[0]?.url.pathname ?? '')).toBe(`${base}${route.path}`);
  });
});
