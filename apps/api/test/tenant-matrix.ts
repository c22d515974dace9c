/**
 * The tenant isolation matrix (tenant-isolation.test.ts): two shops with one of everything, and for every entry of the
 * endpoint table the attacks from one tenant on the other, or why it has none.
 */
import { eq } from 'drizzle-orm';
import * as schema from '../src/platform/db/schema.ts';
import type { TestContext } from './context.ts';
import type { EndpointName } from './endpoint-names.ts';
import {
  createCatalogueImport,
  createCategory,
  createCustomDomain,
  createCustomer,
  createDeliveryPackage,
  createDiscountRow,
  createMetaFeedToken,
  createOwner,
  createProduct,
  createProductImage,
  createReview,
  FIXTURE_PASSWORD,
  uniqueMobile,
} from './fixtures.ts';
import type { OwnerRow, ShopRow } from '../src/platform/db/rows.ts';
import { imageForm, testImage } from './images.ts';
import { insertOrderRows } from './order-rows.ts';

// ---- the world: two shops with one of everything ------------------------------------

interface Tenant {
  shop: ShopRow;
  owner: OwnerRow;
  adminToken: string;
  customerId: number;
  /** The customer's mobile: a number only this shop has seen. */
  customerMobile: string;
  customerToken: string;
  categoryId: number;
  productId: number;
  productSlug: string;
  deliveryPackageId: number;
  orderId: number;
  addressId: number;
  ownerSessionId: number;
  /** The shop's Meta catalogue feed token. */
  feedToken: string;
  importId: number;
  /** The shop's discount code (`EID-{name}`). */
  discountId: number;
  /** A sent-money code waiting for the owner, on `orderId` (issue 30). */
  paymentId: number;
}

export interface World {
  /** The attacker's shop. */
  a: Tenant;
  /** The victim's shop. */
  b: Tenant;
  /** Another customer of shop A, with an address of their own. */
  neighbour: { customerId: number; addressId: number };
  image: Uint8Array;
}

async function createTenant(ctx: TestContext, name: string): Promise<Tenant> {
  const { owner, shop, token: adminToken } = await createOwner(ctx);
  const category = await createCategory(ctx, { shop, name: `${name} category` });
  const product = await createProduct(ctx, {
    shop,
    categoryId: category.id,
    imageKey: `shops/${shop.id}/products/cover`,
    stock: 20,
  });
  await createProductImage(ctx, { product, imageKey: `shops/${shop.id}/products/cover` });
  const deliveryPackage = await createDeliveryPackage(ctx, { shop, name: 'Inside Dhaka' });
  await createDeliveryPackage(ctx, { shop, name: 'Outside Dhaka' });
  const { customer, token: customerToken } = await createCustomer(ctx, { shop });
  await createCustomer(ctx, { shop }); // a second customer, so a shop is never empty of others
  const address = await insertAddress(ctx, shop, customer.id);
  const { order } = await insertOrderRows(ctx, {
    shop,
    customerId: customer.id,
    products: [product],
    statuses: ['pending'],
  });
  await insertOrderRows(ctx, {
    shop,
    customerId: customer.id,
    products: [product],
    statuses: ['pending', 'accepted', 'processing', 'shipped', 'delivered'],
  });
  await createReview(ctx, { product, rating: 4, customerId: customer.id, customerName: customer.name });
  await ctx.db.insert(schema.wishlistItems).values({ shopId: shop.id, customerId: customer.id, productId: product.id });
  await ctx.db.insert(schema.messages).values([
    { shopId: shop.id, customerId: customer.id, sender: 'customer', body: `Hello ${name}` },
    { shopId: shop.id, customerId: customer.id, sender: 'shop', body: `Hi from ${name}` },
  ]);
  await ctx.db
    .insert(schema.apkLeads)
    .values({ shopId: shop.id, appName: `${name} app`, contactMobile: uniqueMobile() });
  const [payment] = await ctx.db
    .insert(schema.payments)
    .values({
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash_personal',
      amountPaisa: 6_000,
      status: 'to_verify',
      transactionId: `TRX${name.toUpperCase()}1`,
      sender: uniqueMobile(),
    })
    .returning({ id: schema.payments.id });
  const [session] = await ctx.db
    .select({ id: schema.ownerSessions.id })
    .from(schema.ownerSessions)
    .where(eq(schema.ownerSessions.ownerId, owner.id));
  return {
    shop,
    owner,
    adminToken,
    customerId: customer.id,
    customerMobile: customer.mobile,
    customerToken,
    categoryId: category.id,
    productId: product.id,
    productSlug: product.slug,
    deliveryPackageId: deliveryPackage.id,
    orderId: order.id,
    addressId: address.id,
    ownerSessionId: session!.id,
    feedToken: await createMetaFeedToken(ctx, shop),
    importId: (await createCatalogueImport(ctx, shop)).id,
    discountId: (await createDiscountRow(ctx, shop, { code: `EID-${name}` })).id,
    paymentId: payment!.id,
  };
}

async function insertAddress(ctx: TestContext, shop: ShopRow, customerId: number) {
  const [row] = await ctx.db
    .insert(schema.addresses)
    .values({
      shopId: shop.id,
      customerId,
      name: 'Home',
      mobile: uniqueMobile(),
      address: 'House 1, Road 2, Dhaka',
      isDefault: true,
    })
    .returning();
  return row!;
}

export async function createWorld(ctx: TestContext): Promise<World> {
  const a = await createTenant(ctx, 'A');
  const b = await createTenant(ctx, 'B');
  await createCustomDomain(ctx, { shop: b.shop, domain: 'shop-b.example.com' });
  const { customer } = await createCustomer(ctx, { shop: a.shop });
  const address = await insertAddress(ctx, a.shop, customer.id);
  return { a, b, neighbour: { customerId: customer.id, addressId: address.id }, image: await testImage(64, 64) };
}

// ---- attacks ---------------------------------------------------------------------------------

export interface Attack {
  label: string;
  token?: string;
  /** Path parameters by name (`:id` → `id`). */
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
  body?: () => unknown;
  /** Statuses that count as refused; 401/403/404 unless the entry says why not. */
  expect: number[];
}

export type Entry = (w: World) => Attack[];

/** An entry that holds no record one shop could reach in another's: why, and where that is tested if anywhere. */
export interface NotConfined {
  notConfined: string;
}

interface AdminEntryOptions {
  /** The victim's record ids for the path parameters. */
  params?: (w: World) => Record<string, number | string>;
  /** A body that would succeed for the caller's own shop. */
  body?: (w: World) => unknown;
  /** A body naming the victim's records (otherwise valid). */
  foreignBody?: (w: World) => unknown;
  /** A query naming the victim's records. */
  foreignQuery?: (w: World) => Record<string, number>;
  /** When the victim's ids are refused other than by 404: the status, and why that leaks nothing. */
  foreignAnswer?: { status: number; why: string };
}

/** An admin v3 route behind requireAdmin. */
function admin(options: AdminEntryOptions = {}): Entry {
  return (w) => {
    const params = options.params?.(w);
    const body = options.body && (() => options.body!(w));
    const attacks: Attack[] = [
      {
        label: "shop A's admin token for shop B",
        token: w.a.adminToken,
        query: { shop_id: w.b.shop.id },
        params,
        body,
        expect: [403],
      },
      {
        label: "shop B's customer token on the admin API",
        token: w.b.customerToken,
        query: { shop_id: w.b.shop.id },
        params,
        body,
        expect: [401],
      },
      { label: 'no token', query: { shop_id: w.b.shop.id }, params, body, expect: [401] },
    ];
    if (params) {
      attacks.push({
        label: "shop A's admin token with shop B's record ids",
        token: w.a.adminToken,
        query: { shop_id: w.a.shop.id },
        params,
        body,
        expect: [options.foreignAnswer?.status ?? 404],
      });
    }
    if (options.foreignBody) {
      const foreignBody = options.foreignBody;
      attacks.push({
        label: "shop A's admin token with shop B's ids in the body",
        token: w.a.adminToken,
        query: { shop_id: w.a.shop.id },
        body: () => foreignBody(w),
        expect: [options.foreignAnswer?.status ?? 404],
      });
    }
    if (options.foreignQuery) {
      attacks.push({
        label: "shop A's admin token with shop B's ids in the query",
        token: w.a.adminToken,
        query: { shop_id: w.a.shop.id, ...options.foreignQuery(w) },
        expect: [404],
      });
    }
    return attacks;
  };
}

interface CustomerEntryOptions {
  /** Record ids of shop B for the path parameters. */
  params?: (w: World) => Record<string, number>;
  /** Record ids of another customer of the same shop (records owned by a customer). */
  neighbourParams?: (w: World) => Record<string, number>;
  body?: (w: World) => unknown;
  foreignBody?: (w: World) => unknown;
  /** When a foreign id in the body is skipped rather than refused: the status it answers, and why. */
  foreignBodyAnswer?: { status: number; why: string };
}

/** A `/api/shop/customer/*` route behind a customer session. */
function customer(options: CustomerEntryOptions = {}): Entry {
  return (w) => {
    const params = options.params?.(w);
    const body = options.body && (() => options.body!(w));
    const attacks: Attack[] = [
      {
        label: "shop A's customer token at shop B",
        token: w.a.customerToken,
        query: { shop_id: w.b.shop.id },
        params,
        body,
        expect: [401],
      },
      {
        label: "shop B's admin token on the customer API",
        token: w.b.adminToken,
        query: { shop_id: w.b.shop.id },
        params,
        body,
        expect: [401],
      },
      { label: 'no token', query: { shop_id: w.b.shop.id }, params, body, expect: [401] },
    ];
    if (params)
      attacks.push({
        label: "shop A's customer with shop B's record ids",
        token: w.a.customerToken,
        params,
        body,
        expect: [404],
      });
    if (options.neighbourParams) {
      attacks.push({
        label: "a customer with another customer's record ids",
        token: w.a.customerToken,
        params: options.neighbourParams(w),
        body,
        expect: [404],
      });
    }
    if (options.foreignBody) {
      const foreignBody = options.foreignBody;
      attacks.push({
        label: "shop A's customer with shop B's ids in the body",
        token: w.a.customerToken,
        body: () => foreignBody(w),
        expect: [options.foreignBodyAnswer?.status ?? 404],
      });
    }
    return attacks;
  };
}

/** A public shop call with shop A's `shop_id` and shop B's record in the path or query: 404, as for none. */
function shopper(
  aim: (w: World) => { params?: Record<string, number | string>; query?: Record<string, number> },
): Entry {
  return (w) => {
    const { params, query } = aim(w);
    return [
      {
        label: "shop A's catalogue asked for shop B's record",
        ...(params ? { params } : {}),
        query: { shop_id: w.a.shop.id, ...query },
        expect: [404],
      },
    ];
  };
}

const notConfined = (why: string): NotConfined => ({ notConfined: why });

/** The Meta catalogue feed: shop B's feed with shop A's token, another token or none is the same 404. */
const metaFeed: Entry = (w) => [
  { label: "shop A's feed token at shop B", params: { shop_id: w.b.shop.id, token: w.a.feedToken }, expect: [404] },
  {
    label: "shop B's token with one character changed",
    params: { shop_id: w.b.shop.id, token: `${w.b.feedToken.slice(0, -1)}${w.b.feedToken.endsWith('A') ? 'B' : 'A'}` },
    expect: [404],
  },
  { label: "shop B's token at shop A", params: { shop_id: w.a.shop.id, token: w.b.feedToken }, expect: [404] },
];

/** A route that needs no token (sign-in, registration): the attacks it gets instead. */
function open(attacks: Entry): Entry {
  return attacks;
}

const settingsBody = () => ({ name: 'Hijacked', public: true, online_shop_settings: {} });
const productBody = (categoryId: number | null) => ({
  name: 'Injected',
  selling_price: 10,
  stock: 1,
  category_id: categoryId,
});
const upload = (w: World) => imageForm(w.image);
/** A Shopify product CSV under `file`. */
const catalogueCsv = () => {
  const form = new FormData();
  const csv = 'Handle,Title,Variant SKU,Variant Price\nmatrix-tea,চা,MATRIX-TEA,250\n';
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  return form;
};
const discountBody = (targetIds: number[] = []) => ({
  title: 'Injected',
  kind: 'percentage',
  percent: 50,
  scope: targetIds.length > 0 ? 'products' : 'order',
  target_ids: targetIds,
});
const addressBody = () => ({ name: 'Intruder', mobile: '01711111111', address: 'Somewhere in Dhaka' });

/** Every route of the admin v3 API and the customer API, by `METHOD path` as mounted. */
/**
 * Every entry of the endpoint table by its name (`admin.getOrder`): its attacks, or why it holds nothing one shop
 * could reach in another's. The type asks for every entry, so a new endpoint cannot ship without saying how it is
 * confined; the admin and customer tables may not opt out (checked by the test).
 */
export const MATRIX: Record<EndpointName, Entry | NotConfined> = {
  // ---- owner sign-in and registration (no token) ----
  'admin.register': open((w) => [
    {
      label: "registering with shop B's address",
      body: () => ({
        name: 'Intruder',
        mobile: uniqueMobile(),
        otp: '000000',
        password: 'secret123',
        shop_name: 'Mine',
        shop_slug: w.b.shop.slug,
      }),
      expect: [409],
    },
    {
      label: "registering with shop B's owner's mobile",
      body: () => ({
        name: 'Intruder',
        mobile: w.b.owner.mobile,
        otp: '000000',
        password: 'secret123',
        shop_name: 'Mine',
        shop_slug: 'fresh-new-shop',
      }),
      // The code is checked first, so only the phone's owner learns that the number has an account (decision 191).
      expect: [422],
    },
  ]),
  'admin.getChallenge': notConfined('a signed proof-of-work challenge for anyone; no shop in it (decision 192)'),
  'admin.checkSlug': notConfined(
    "whether a new shop may take a slug: the shop lookup answers every slug already; no shop's records",
  ),
  'admin.sendSignUpCode': open((w) => [
    // The same answer as for a new number; the owner's own phone is told that the number has an account (decision 191).
    { label: "a sign-up code for shop B's owner's mobile", body: () => ({ mobile: w.b.owner.mobile }), expect: [200] },
  ]),
  'admin.forgotPassword': open((w) => [
    // The same answer as for anyone; the code goes only to the owner's own phone.
    { label: "a reset code for shop B's owner", body: () => ({ mobile: w.b.owner.mobile }), expect: [200] },
  ]),
  'admin.resetPassword': open((w) => [
    {
      label: "resetting shop B's owner's password with a guessed code",
      body: () => ({
        mobile: w.b.owner.mobile,
        otp: '123456',
        password: 'taken1234',
        password_confirmation: 'taken1234',
      }),
      expect: [422],
    },
  ]),
  'admin.login': open((w) => [
    {
      label: "shop B's owner's mobile with a wrong password",
      body: () => ({ mobile: w.b.owner.mobile, password: 'guess1234' }),
      expect: [401],
    },
    {
      label: "shop A's owner asking for a token of shop B",
      query: { shop_id: w.b.shop.id },
      body: () => ({ mobile: w.a.owner.mobile, password: FIXTURE_PASSWORD }),
      expect: [403],
    },
  ]),

  // ---- the owner's own sessions and password ----
  'admin.logout': admin(),
  'admin.listSessions': admin(),
  'admin.endSession': admin({ params: (w) => ({ id: w.b.ownerSessionId }) }),
  'admin.changePassword': admin({
    body: () => ({ current_password: FIXTURE_PASSWORD, password: 'taken1234', password_confirmation: 'taken1234' }),
  }),

  // ---- the shop ----
  'admin.getOnlineShop': admin(),
  'admin.updateOnlineShop': admin({ body: settingsBody }),
  'admin.uploadBanner': admin({ body: upload }),
  'admin.deleteBanner': admin(),
  'admin.uploadLogo': admin({ body: upload }),
  'admin.deleteLogo': admin(),
  'admin.updateTheme': admin({ body: () => ({ theme: 3 }) }),
  'admin.getDomain': admin(),
  'admin.setDomain': admin({ body: () => ({ domain: 'hijack.example.com' }) }),
  'admin.verifyDomain': admin(),

  // ---- delivery, catalogue ----
  'admin.listDeliveryPackages': admin(),
  'admin.createDeliveryPackage': admin({ body: () => ({ name: 'Injected', charge: 1 }) }),
  'admin.updateDeliveryPackage': admin({
    params: (w) => ({ id: w.b.deliveryPackageId }),
    body: () => ({ name: 'Injected', charge: 1 }),
  }),
  'admin.deleteDeliveryPackage': admin({ params: (w) => ({ id: w.b.deliveryPackageId }) }),
  'admin.listCategories': admin(),
  'admin.createCategory': admin({ body: () => ({ name: 'Injected' }) }),
  'admin.updateCategory': admin({
    params: (w) => ({ id: w.b.categoryId }),
    body: () => ({ name: 'Injected' }),
  }),
  'admin.deleteCategory': admin({ params: (w) => ({ id: w.b.categoryId }) }),
  'admin.listProducts': admin({ foreignQuery: (w) => ({ category_id: w.b.categoryId }) }),
  'admin.createProduct': admin({ body: () => productBody(null), foreignBody: (w) => productBody(w.b.categoryId) }),
  'admin.getProduct': admin({ params: (w) => ({ id: w.b.productId }) }),
  'admin.updateProduct': admin({ params: (w) => ({ id: w.b.productId }), body: () => productBody(null) }),
  'admin.deleteProduct': admin({ params: (w) => ({ id: w.b.productId }) }),
  'admin.setProductVariants': admin({
    params: (w) => ({ id: w.b.productId }),
    body: () => ({ options: [], variants: [{ options: [], stock: 1 }] }),
  }),
  'admin.updateProductVariants': admin({
    params: (w) => ({ id: w.b.productId }),
    body: () => ({ ids: [1], set: { stock: 1 } }),
  }),
  'admin.uploadProductImage': admin({ params: (w) => ({ id: w.b.productId }), body: upload }),
  // The file names handles and SKUs, never ids: another shop's products cannot be named, only the caller's matched.
  'admin.checkCatalogueImport': admin({ body: catalogueCsv }),
  'admin.startCatalogueImport': admin({ body: catalogueCsv }),
  'admin.getCatalogueImport': admin({ params: (w) => ({ id: w.b.importId }) }),
  'admin.exportCatalogue': admin(),
  'admin.setFeaturedProduct': admin({
    body: () => ({ product_id: null }),
    foreignBody: (w) => ({ product_id: w.b.productId }),
  }),

  // ---- orders, messages, app, dashboard ----
  'admin.listOrders': admin(),
  'admin.getOrder': admin({ params: (w) => ({ id: w.b.orderId }) }),
  'admin.updateOrderStatus': admin({
    params: (w) => ({ id: w.b.orderId }),
    body: () => ({ status: 'canceled' }),
  }),
  'admin.listMessageThreads': admin(),
  'admin.listMessages': admin({ params: (w) => ({ customer_id: w.b.customerId }) }),
  'admin.sendMessage': admin({
    params: (w) => ({ customer_id: w.b.customerId }),
    body: () => ({ body: 'Injected' }),
  }),
  // ---- customers (issue 32): a number of shop B's is not found in shop A ----
  'admin.listCustomers': admin(),
  'admin.exportCustomers': admin(),
  'admin.exportOrders': admin(),
  'admin.getCustomer': admin({ params: (w) => ({ mobile: w.b.customerMobile }) }),
  'admin.updateCustomer': admin({
    params: (w) => ({ mobile: w.b.customerMobile }),
    body: () => ({ note: 'Injected', blocked: true }),
  }),
  // ---- reports (issue 32): figures of the token's own shop only; shop B's are refused with 403 ----
  'admin.getSalesReport': admin(),
  'admin.getDeliveryReport': admin(),
  'admin.getProductsReport': admin(),
  'admin.getCodReport': admin(),
  'admin.getApkLead': admin(),
  'admin.requestApk': admin({ body: () => ({ app_name: 'Injected', contact_mobile: '01711111111' }) }),
  'admin.getDashboard': admin(),
  'admin.listDiscounts': admin(),
  'admin.createDiscount': admin({
    body: () => discountBody(),
    foreignBody: (w) => discountBody([w.b.productId]),
    foreignAnswer: { status: 422, why: "another shop's product is not one of this shop's: `target_ids` is invalid" },
  }),
  'admin.updateDiscount': admin({ params: (w) => ({ id: w.b.discountId }), body: () => discountBody() }),
  'admin.deleteDiscount': admin({ params: (w) => ({ id: w.b.discountId }) }),
  'admin.getMetaFeed': admin(),
  'admin.rotateMetaFeedToken': admin(),
  'admin.getMetaConversions': admin(),
  'admin.saveMetaConversions': admin({ body: () => ({ access_token: null }) }),
  'admin.listSmsTemplates': admin(),
  'admin.saveSmsTemplate': admin({
    body: () => ({ event: 'order_placed', language: 'bn', text: 'Injected {code}' }),
  }),
  'admin.getSmsSettings': admin(),
  'admin.updateSmsSettings': admin({ body: () => ({ events: { order_placed: false }, monthly_segments: 0 }) }),
  'admin.listSmsLog': admin(),

  // ---- confirming orders, their risk and settings ----
  'admin.listOrdersToConfirm': admin(),
  'admin.confirmOrder': admin({ params: (w) => ({ id: w.b.orderId }) }),
  'admin.cancelOrder': admin({
    params: (w) => ({ id: w.b.orderId }),
    body: () => ({ reason: 'Injected' }),
  }),
  'admin.bulkConfirmOrders': admin({
    body: (w) => ({ ids: [w.a.orderId] }),
    foreignBody: (w) => ({ ids: [w.b.orderId] }),
    foreignAnswer: { status: 200, why: "a bulk change answers per order: another shop's id is refused as not found" },
  }),
  'admin.bulkUpdateOrderStatus': admin({
    body: (w) => ({ ids: [w.a.orderId], status: 'canceled', reason: 'Injected' }),
    foreignBody: (w) => ({ ids: [w.b.orderId], status: 'canceled', reason: 'Injected' }),
    foreignAnswer: { status: 200, why: "a bulk change answers per order: another shop's id is refused as not found" },
  }),
  'admin.getOrderCodRisk': admin({ params: (w) => ({ id: w.b.orderId }) }),
  'admin.getOrderSettings': admin(),
  'admin.updateOrderSettings': admin({ body: () => ({ auto_cancel_hours: 1 }) }),

  // ---- payments (issue 30): shop B's order or payment is not found in shop A ----
  'admin.verifyPayment': admin({
    params: (w) => ({ id: w.b.orderId, payment_id: w.b.paymentId }),
    body: () => ({ received: true }),
  }),
  'admin.listPayments': admin(),
  'admin.exportPayments': admin(),
  'admin.getPaymentSettings': admin(),
  'admin.updatePaymentSettings': admin({ body: () => ({ mode: 'full', applies: 'always' }) }),

  // ---- couriers ----
  'admin.listCourierAccounts': admin(),
  // The path names a courier, not a record of a shop: there is no other shop's id to aim at, so only the token attacks.
  'admin.saveCourierAccount': (w) =>
    admin({
      params: () => ({ courier: 'steadfast' }),
      body: () => ({ courier: 'steadfast', api_key: 'injected-key', secret_key: 'injected-secret' }),
    })(w).filter((attack) => !attack.label.includes('record ids')),
  'admin.deleteCourierAccount': admin({ params: () => ({ courier: 'steadfast' }) }),
  // The places are the courier's, asked with the caller's own shop's credentials: only the token attacks apply.
  'admin.listCourierPlaces': (w) =>
    admin({ params: () => ({ courier: 'redx' }) })(w).filter((attack) => !attack.label.includes('record ids')),
  'admin.bookShipment': admin({
    params: (w) => ({ id: w.b.orderId }),
    body: () => ({ courier: 'steadfast' }),
    foreignAnswer: { status: 422, why: 'shop A has no courier connected: refused before any order is read' },
  }),
  'admin.bookShipments': admin({
    body: (w) => ({ courier: 'steadfast', order_ids: [w.a.orderId] }),
    foreignBody: (w) => ({ courier: 'steadfast', order_ids: [w.b.orderId] }),
    foreignAnswer: { status: 422, why: 'shop A has no courier connected: refused before any order is read' },
  }),

  // ---- payment gateways ----
  'admin.listPaymentGateways': admin(),
  // The path names a gateway, not a record of a shop: only the token attacks apply.
  'admin.savePaymentGateway': (w) =>
    admin({
      params: () => ({ gateway: 'sslcommerz' }),
      body: () => ({ gateway: 'sslcommerz', store_id: 'injected', store_password: 'injected' }),
    })(w).filter((attack) => !attack.label.includes('record ids')),
  'admin.checkPaymentGateway': (w) =>
    admin({ params: () => ({ gateway: 'bkash' }) })(w).filter((attack) => !attack.label.includes('record ids')),
  'admin.deletePaymentGateway': (w) =>
    admin({ params: () => ({ gateway: 'bkash' }) })(w).filter((attack) => !attack.label.includes('record ids')),

  // ---- customer accounts ----
  'customer.logout': customer(),
  'customer.getMe': customer(),
  'customer.updateMe': customer({ body: () => ({ name: 'Intruder', email: null }) }),
  'customer.changePassword': customer({
    body: () => ({ current_password: FIXTURE_PASSWORD, password: 'taken1234', password_confirmation: 'taken1234' }),
  }),
  'customer.listAddresses': customer(),
  'customer.createAddress': customer({ body: addressBody }),
  'customer.updateAddress': customer({
    params: (w) => ({ id: w.b.addressId }),
    neighbourParams: (w) => ({ id: w.neighbour.addressId }),
    body: addressBody,
  }),
  'customer.deleteAddress': customer({
    params: (w) => ({ id: w.b.addressId }),
    neighbourParams: (w) => ({ id: w.neighbour.addressId }),
  }),
  'customer.listOrders': customer(),
  'customer.getWishlist': customer(),
  'customer.addToWishlist': customer({ params: (w) => ({ product_id: w.b.productId }) }),
  'customer.removeFromWishlist': customer({ params: (w) => ({ product_id: w.b.productId }) }),
  'customer.syncWishlist': customer({
    body: () => ({ product_ids: [] }),
    foreignBody: (w) => ({ product_ids: [w.b.productId] }),
    foreignBodyAnswer: { status: 200, why: "a device's list may hold stale ids: ids not of this shop are skipped" },
  }),
  'customer.listReviews': customer(),
  'customer.createReview': customer({
    body: (w) => ({ product_id: w.a.productId, rating: 5, comment: 'Injected' }),
    foreignBody: (w) => ({ product_id: w.b.productId, rating: 1, comment: 'Injected' }),
  }),
  'customer.listMessages': customer(),
  'customer.sendMessage': customer({ body: () => ({ body: 'Injected' }) }),
  'customer.listNotifications': customer(),

  // ---- customers' sign-in (no token): each makes or proves an account of the shop named ----
  'customer.login': notConfined(
    "proves an account of the shop named; another shop's customer is unknown there (customers.auth.test.ts)",
  ),
  'customer.register': notConfined('makes an account in the shop named, after a code sent to the number'),
  'customer.getChallenge': notConfined('a signed proof-of-work challenge for anyone; no shop in it (decision 192)'),
  'customer.sendRegisterCode': notConfined('texts a code for the shop named; capped per number and shop (code-sms.ts)'),
  'customer.forgotPassword': notConfined(
    'texts a code for an account of the shop named (customers.password-reset.test.ts)',
  ),
  'customer.resetPassword': notConfined('needs the code texted for the shop named (customers.password-reset.test.ts)'),

  // ---- the shop base: public calls of the shop named by shop_id ----
  'shop.getShop': notConfined("the shop's public lookup by slug"),
  'shop.getPage': notConfined("the named shop's public page, by a fixed page name"),
  'shop.listCategories': notConfined("the named shop's public categories"),
  'shop.listDeliveryPackages': notConfined("the named shop's public delivery packages"),
  'shop.listProducts': shopper((w) => ({ query: { category_id: w.b.categoryId } })),
  'shop.searchProducts': notConfined("the named shop's products matching a text"),
  'shop.getProduct': shopper((w) => ({ params: { product_slug: w.b.productSlug } })),
  'shop.listProductReviews': shopper((w) => ({ params: { product_slug: w.b.productSlug } })),
  'shop.getSitemap': notConfined("the named shop's public addresses"),
  'shop.getLinkPreview': notConfined(
    "a preview of the named shop's public page (link-previews.test.ts: another shop's product is 404)",
  ),
  'shop.getShopLinkPreviewImage': notConfined("a published shop's public picture, by its id"),
  'shop.getProductLinkPreviewImage': notConfined(
    "a published shop's product picture (link-previews.test.ts: another shop's product is 404)",
  ),
  'shop.getMetaFeedCsv': metaFeed,
  'shop.getMetaFeedXml': metaFeed,
  'shop.placeOrder': notConfined(
    "orders.test.ts: another shop's product or delivery package is a 422; its refusals are stored with their key",
  ),
  'shop.sendOrderCode': notConfined('texts a checkout code for the shop named; capped per number and shop'),
  'shop.previewDiscount': notConfined(
    "discounts.test.ts: shop B's code at shop A is `unknown_code`, shop B's products in shop A's cart are left out",
  ),
  'shop.getOrder': notConfined(
    "orders.test.ts: 404 through another shop, even with the right mobile or the owner's token",
  ),
  'shop.sendPayment': notConfined(
    "payments.test.ts: another shop's order is 404 with the right mobile or the owner's token; another shopper's too",
  ),
  'shop.trackOrders': notConfined("orders.test.ts: another shop's order is 404; a phone sweep gets no personal data"),
  'shop.getGatewayPaymentOptions': notConfined(
    "payment-gateways.test.ts: another shop's order is 404 even with its mobile, as for shop.getOrder",
  ),
  'shop.startGatewayPayment': notConfined(
    "payment-gateways.test.ts: another shop's order is 404 even with its mobile; the return URL must be the shop's own",
  ),
  'shop.bkashCallback': notConfined(
    "payment-gateways.test.ts: another shop's bKash payment id is 404 and changes nothing; bKash decides, not the URL",
  ),
  'shop.sslcommerzReturn': notConfined(
    "payment-gateways.test.ts: another shop's tran_id is 404; only SSLCommerz's validation API makes a payment count",
  ),
  'shop.sendTrackCode': notConfined('orders.test.ts: a code for one shop does not open the same number in another'),
  'shop.verifyTrackCode': notConfined('orders.test.ts: a code for one shop does not open the same number in another'),

  // ---- outside the shop bases ----
  'system.livez': notConfined('process health: no shop data'),
  'system.readyz': notConfined('process health: no shop data'),
  'domains.getDomainInfo': notConfined("which shop a verified domain serves: that shop's public lookup"),
  'domains.isDomainAllowed': notConfined('whether a domain may get a certificate: yes or no'),
  'dev.lastSms': notConfined('development only, never mounted in production'),
  'webhooks.sslcommerzIpn': notConfined(
    "payment-gateways.test.ts: another shop's IPN posted to this shop's URL finds no attempt; a forged one is not validated",
  ),
  'webhooks.courierWebhook': notConfined(
    "found by the courier account's own webhook secret (shipments.test.ts: a forged call changes nothing)",
  ),
};
