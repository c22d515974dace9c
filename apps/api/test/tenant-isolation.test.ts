/**
 * The tenant isolation matrix. Every admin v3 route and every customer route (`/api/shop/customer/*`)
 * mounted in the app is attacked from another tenant: with shop A's token aimed at shop B, with A's
 * token and B's record ids (or, for customer routes, another customer's), and with the other kind
 * of token. Each attack must be refused (401/403/404) and leave every table exactly as it was.
 *
 * The routes come from the app's own route table: a route without an entry in MATRIX fails the
 * test, so a new route cannot ship without saying how it is confined.
 */
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './context.ts';
import {
  createCategory,
  createCustomDomain,
  createCustomer,
  createDeliveryPackage,
  createOwner,
  createProduct,
  createProductImage,
  createReview,
  FIXTURE_PASSWORD,
  uniqueMobile,
} from './fixtures.ts';
import type { OwnerRow, ShopRow } from '../src/db/rows.ts';
import { imageForm, testImage } from './images.ts';
import { insertOrderRows } from './order-rows.ts';
import { unreachableRateLimits } from './rate-limits.ts';
import { rowsOf } from '../src/db/types.ts';

const ADMIN = '/api/admin/v3';
const CUSTOMER = '/api/shop/customer';

// ---- the world: two shops with one of everything ------------------------------------

interface Tenant {
  shop: ShopRow;
  owner: OwnerRow;
  adminToken: string;
  customerId: number;
  customerToken: string;
  categoryId: number;
  productId: number;
  deliveryPackageId: number;
  orderId: number;
  addressId: number;
  ownerSessionId: number;
}

interface World {
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
  const [session] = await ctx.db
    .select({ id: schema.ownerSessions.id })
    .from(schema.ownerSessions)
    .where(eq(schema.ownerSessions.ownerId, owner.id));
  return {
    shop,
    owner,
    adminToken,
    customerId: customer.id,
    customerToken,
    categoryId: category.id,
    productId: product.id,
    deliveryPackageId: deliveryPackage.id,
    orderId: order.id,
    addressId: address.id,
    ownerSessionId: session!.id,
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

async function createWorld(ctx: TestContext): Promise<World> {
  const a = await createTenant(ctx, 'A');
  const b = await createTenant(ctx, 'B');
  await createCustomDomain(ctx, { shop: b.shop, domain: 'shop-b.example.com' });
  const { customer } = await createCustomer(ctx, { shop: a.shop });
  const address = await insertAddress(ctx, a.shop, customer.id);
  return { a, b, neighbour: { customerId: customer.id, addressId: address.id }, image: await testImage(64, 64) };
}

// ---- attacks ---------------------------------------------------------------------------------

interface Attack {
  label: string;
  token?: string;
  /** Path parameters by name (`:id` → `id`). */
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
  body?: () => unknown;
  /** Statuses that count as refused; 401/403/404 unless the entry says why not. */
  expect: number[];
}

type Entry = (w: World) => Attack[];

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
const addressBody = () => ({ name: 'Intruder', mobile: '01711111111', address: 'Somewhere in Dhaka' });

/** Every route of the admin v3 API and the customer API, by `METHOD path` as mounted. */
const MATRIX: Record<string, Entry> = {
  // ---- owner sign-in and registration (no token) ----
  [`POST ${ADMIN}/auth/register`]: open((w) => [
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
      expect: [409],
    },
  ]),
  [`POST ${ADMIN}/auth/register/code`]: open((w) => [
    { label: "a sign-up code for shop B's owner's mobile", body: () => ({ mobile: w.b.owner.mobile }), expect: [409] },
  ]),
  [`POST ${ADMIN}/auth/forgot-password`]: open((w) => [
    // The same answer as for anyone; the code goes only to the owner's own phone.
    { label: "a reset code for shop B's owner", body: () => ({ mobile: w.b.owner.mobile }), expect: [200] },
  ]),
  [`POST ${ADMIN}/auth/reset-password`]: open((w) => [
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
  [`POST ${ADMIN}/auth/login`]: open((w) => [
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
  [`POST ${ADMIN}/auth/logout`]: admin(),
  [`GET ${ADMIN}/auth/sessions`]: admin(),
  [`DELETE ${ADMIN}/auth/sessions/:id`]: admin({ params: (w) => ({ id: w.b.ownerSessionId }) }),
  [`PUT ${ADMIN}/auth/password`]: admin({
    body: () => ({ current_password: FIXTURE_PASSWORD, password: 'taken1234', password_confirmation: 'taken1234' }),
  }),

  // ---- the shop ----
  [`GET ${ADMIN}/online-shop`]: admin(),
  [`PUT ${ADMIN}/online-shop`]: admin({ body: settingsBody }),
  [`POST ${ADMIN}/online-shop/banner`]: admin({ body: upload }),
  [`DELETE ${ADMIN}/online-shop/banner`]: admin(),
  [`POST ${ADMIN}/online-shop/logo`]: admin({ body: upload }),
  [`DELETE ${ADMIN}/online-shop/logo`]: admin(),
  [`PUT ${ADMIN}/online-shop/theme`]: admin({ body: () => ({ theme: 3 }) }),
  [`GET ${ADMIN}/online-shop/domain`]: admin(),
  [`POST ${ADMIN}/online-shop/domain`]: admin({ body: () => ({ domain: 'hijack.example.com' }) }),
  [`POST ${ADMIN}/online-shop/domain/verify`]: admin(),

  // ---- delivery, catalogue ----
  [`GET ${ADMIN}/delivery-packages`]: admin(),
  [`POST ${ADMIN}/delivery-packages`]: admin({ body: () => ({ name: 'Injected', charge: 1 }) }),
  [`PUT ${ADMIN}/delivery-packages/:id`]: admin({
    params: (w) => ({ id: w.b.deliveryPackageId }),
    body: () => ({ name: 'Injected', charge: 1 }),
  }),
  [`DELETE ${ADMIN}/delivery-packages/:id`]: admin({ params: (w) => ({ id: w.b.deliveryPackageId }) }),
  [`GET ${ADMIN}/categories`]: admin(),
  [`POST ${ADMIN}/categories`]: admin({ body: () => ({ name: 'Injected' }) }),
  [`PUT ${ADMIN}/categories/:id`]: admin({
    params: (w) => ({ id: w.b.categoryId }),
    body: () => ({ name: 'Injected' }),
  }),
  [`DELETE ${ADMIN}/categories/:id`]: admin({ params: (w) => ({ id: w.b.categoryId }) }),
  [`GET ${ADMIN}/products`]: admin({ foreignQuery: (w) => ({ category_id: w.b.categoryId }) }),
  [`POST ${ADMIN}/products`]: admin({ body: () => productBody(null), foreignBody: (w) => productBody(w.b.categoryId) }),
  [`GET ${ADMIN}/products/:id`]: admin({ params: (w) => ({ id: w.b.productId }) }),
  [`PUT ${ADMIN}/products/:id`]: admin({ params: (w) => ({ id: w.b.productId }), body: () => productBody(null) }),
  [`DELETE ${ADMIN}/products/:id`]: admin({ params: (w) => ({ id: w.b.productId }) }),
  [`POST ${ADMIN}/products/:id/image`]: admin({ params: (w) => ({ id: w.b.productId }), body: upload }),
  [`PUT ${ADMIN}/featured-product`]: admin({
    body: () => ({ product_id: null }),
    foreignBody: (w) => ({ product_id: w.b.productId }),
  }),

  // ---- orders, messages, app, dashboard ----
  [`GET ${ADMIN}/orders`]: admin(),
  [`GET ${ADMIN}/orders/:id`]: admin({ params: (w) => ({ id: w.b.orderId }) }),
  [`PATCH ${ADMIN}/orders/:id/status`]: admin({
    params: (w) => ({ id: w.b.orderId }),
    body: () => ({ status: 'canceled' }),
  }),
  [`GET ${ADMIN}/messages`]: admin(),
  [`GET ${ADMIN}/messages/:customer_id`]: admin({ params: (w) => ({ customer_id: w.b.customerId }) }),
  [`POST ${ADMIN}/messages/:customer_id`]: admin({
    params: (w) => ({ customer_id: w.b.customerId }),
    body: () => ({ body: 'Injected' }),
  }),
  [`GET ${ADMIN}/apk-lead`]: admin(),
  [`POST ${ADMIN}/apk-lead`]: admin({ body: () => ({ app_name: 'Injected', contact_mobile: '01711111111' }) }),
  [`GET ${ADMIN}/dashboard`]: admin(),
  [`GET ${ADMIN}/sms/templates`]: admin(),
  [`PUT ${ADMIN}/sms/templates`]: admin({
    body: () => ({ event: 'order_placed', language: 'bn', text: 'Injected {code}' }),
  }),
  [`GET ${ADMIN}/sms/settings`]: admin(),
  [`PUT ${ADMIN}/sms/settings`]: admin({ body: () => ({ events: { order_placed: false }, monthly_segments: 0 }) }),
  [`GET ${ADMIN}/sms/log`]: admin(),

  // ---- confirming orders, their risk and settings ----
  [`GET ${ADMIN}/to-confirm`]: admin(),
  [`POST ${ADMIN}/orders/:id/confirm`]: admin({ params: (w) => ({ id: w.b.orderId }) }),
  [`POST ${ADMIN}/orders/:id/cancel`]: admin({
    params: (w) => ({ id: w.b.orderId }),
    body: () => ({ reason: 'Injected' }),
  }),
  [`POST ${ADMIN}/orders/bulk-confirm`]: admin({
    body: (w) => ({ ids: [w.a.orderId] }),
    foreignBody: (w) => ({ ids: [w.b.orderId] }),
    foreignAnswer: { status: 200, why: "a bulk change answers per order: another shop's id is refused as not found" },
  }),
  [`POST ${ADMIN}/orders/bulk-status`]: admin({
    body: (w) => ({ ids: [w.a.orderId], status: 'canceled', reason: 'Injected' }),
    foreignBody: (w) => ({ ids: [w.b.orderId], status: 'canceled', reason: 'Injected' }),
    foreignAnswer: { status: 200, why: "a bulk change answers per order: another shop's id is refused as not found" },
  }),
  [`GET ${ADMIN}/orders/:id/cod-risk`]: admin({ params: (w) => ({ id: w.b.orderId }) }),
  [`GET ${ADMIN}/order-settings`]: admin(),
  [`PUT ${ADMIN}/order-settings`]: admin({ body: () => ({ auto_cancel_hours: 1 }) }),

  // ---- couriers ----
  [`GET ${ADMIN}/courier-accounts`]: admin(),
  // The path names a courier, not a record of a shop: there is no other shop's id to aim at, so only the token attacks.
  [`PUT ${ADMIN}/courier-accounts/:courier`]: (w) =>
    admin({
      params: () => ({ courier: 'steadfast' }),
      body: () => ({ courier: 'steadfast', api_key: 'injected-key', secret_key: 'injected-secret' }),
    })(w).filter((attack) => !attack.label.includes('record ids')),
  [`DELETE ${ADMIN}/courier-accounts/:courier`]: admin({ params: () => ({ courier: 'steadfast' }) }),
  // The places are the courier's, asked with the caller's own shop's credentials: only the token attacks apply.
  [`GET ${ADMIN}/courier-accounts/:courier/places`]: (w) =>
    admin({ params: () => ({ courier: 'redx' }) })(w).filter((attack) => !attack.label.includes('record ids')),
  [`POST ${ADMIN}/orders/:id/shipment`]: admin({
    params: (w) => ({ id: w.b.orderId }),
    body: () => ({ courier: 'steadfast' }),
    foreignAnswer: { status: 422, why: 'shop A has no courier connected: refused before any order is read' },
  }),
  [`POST ${ADMIN}/orders/shipments`]: admin({
    body: (w) => ({ courier: 'steadfast', order_ids: [w.a.orderId] }),
    foreignBody: (w) => ({ courier: 'steadfast', order_ids: [w.b.orderId] }),
    foreignAnswer: { status: 422, why: 'shop A has no courier connected: refused before any order is read' },
  }),

  // ---- customer accounts ----
  [`GET ${CUSTOMER}/me`]: customer(),
  [`PUT ${CUSTOMER}/me`]: customer({ body: () => ({ name: 'Intruder', email: null }) }),
  [`PUT ${CUSTOMER}/password`]: customer({
    body: () => ({ current_password: FIXTURE_PASSWORD, password: 'taken1234', password_confirmation: 'taken1234' }),
  }),
  [`GET ${CUSTOMER}/addresses`]: customer(),
  [`POST ${CUSTOMER}/addresses`]: customer({ body: addressBody }),
  [`PUT ${CUSTOMER}/addresses/:id`]: customer({
    params: (w) => ({ id: w.b.addressId }),
    neighbourParams: (w) => ({ id: w.neighbour.addressId }),
    body: addressBody,
  }),
  [`DELETE ${CUSTOMER}/addresses/:id`]: customer({
    params: (w) => ({ id: w.b.addressId }),
    neighbourParams: (w) => ({ id: w.neighbour.addressId }),
  }),
  [`GET ${CUSTOMER}/orders`]: customer(),
  [`GET ${CUSTOMER}/wishlist`]: customer(),
  [`PUT ${CUSTOMER}/wishlist/:product_id`]: customer({ params: (w) => ({ product_id: w.b.productId }) }),
  [`DELETE ${CUSTOMER}/wishlist/:product_id`]: customer({ params: (w) => ({ product_id: w.b.productId }) }),
  [`POST ${CUSTOMER}/wishlist/sync`]: customer({
    body: () => ({ product_ids: [] }),
    foreignBody: (w) => ({ product_ids: [w.b.productId] }),
    foreignBodyAnswer: { status: 200, why: "a device's list may hold stale ids: ids not of this shop are skipped" },
  }),
  [`GET ${CUSTOMER}/reviews`]: customer(),
  [`POST ${CUSTOMER}/reviews`]: customer({
    body: (w) => ({ product_id: w.a.productId, rating: 5, comment: 'Injected' }),
    foreignBody: (w) => ({ product_id: w.b.productId, rating: 1, comment: 'Injected' }),
  }),
  [`GET ${CUSTOMER}/messages`]: customer(),
  [`POST ${CUSTOMER}/messages`]: customer({ body: () => ({ body: 'Injected' }) }),
  [`GET ${CUSTOMER}/notifications`]: customer(),
};

// ---- the route table and the database snapshot -------------------------------------------------

interface MountedRoute {
  method: string;
  path: string;
  key: string;
}

const CONFINED_PREFIXES = [`${ADMIN}/`, `${CUSTOMER}/`];

/** The app's routes under the confined bases, one per method and path (middleware left out). */
function confinedRoutes(ctx: TestContext): MountedRoute[] {
  const routes = new Map<string, MountedRoute>();
  for (const route of ctx.app.routes) {
    if (route.method === 'ALL' || !CONFINED_PREFIXES.some((prefix) => route.path.startsWith(prefix))) continue;
    const key = `${route.method} ${route.path}`;
    routes.set(key, { method: route.method, path: route.path, key });
  }
  return [...routes.values()].sort((x, y) => x.key.localeCompare(y.key));
}

/** Every table but the rate-limit counters: counting a refused attempt is what a refusal must do. */
const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable) && value !== schema.rateLimitCounters)
  .map((table) => getTableConfig(table).name)
  .sort();

/** Each table's row count and a checksum of every row: any insert, update or delete shows. */
async function snapshot(ctx: TestContext): Promise<Record<string, string>> {
  const parts = TABLES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as state from ${sql.identifier(name)} t`,
  );
  const rows = rowsOf<{ name: string; state: string }>(await ctx.db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

function fillPath(path: string, params: Record<string, number | string> = {}): string {
  return path.replace(/:([a-z_]+)/gu, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return String(value);
  });
}

// ---- the test ----------------------------------------------------------------------------------

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('tenant isolation matrix', () => {
  it('has an entry for every admin v3 and customer route, and none for a route that is gone', () => {
    const mounted = confinedRoutes(ctx).map((route) => route.key);
    expect(mounted.length).toBeGreaterThan(30);
    const missing = mounted.filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !mounted.includes(key));
    expect(missing, 'routes without a tenant isolation entry: add them to MATRIX').toEqual([]);
    expect(stale, 'MATRIX entries for routes that are not mounted').toEqual([]);
  });

  it('refuses every attack on every route and changes no row', async () => {
    const failures: string[] = [];
    let attacks = 0;
    for (const route of confinedRoutes(ctx)) {
      const entry = MATRIX[route.key];
      if (!entry) continue; // reported by the test above
      for (const attack of entry(world)) {
        attacks += 1;
        const before = await snapshot(ctx);
        const res = await ctx.request(route.method, fillPath(route.path, attack.params), {
          ...(attack.token ? { token: attack.token } : {}),
          query: attack.query ?? {},
          body: attack.body?.(),
        });
        const after = await snapshot(ctx);
        const changed = TABLES.filter((table) => before[table] !== after[table]);
        const where = `${route.key} [${attack.label}]`;
        if (!attack.expect.includes(res.status))
          failures.push(`${where}: answered ${res.status} ${res.text.slice(0, 160)}`);
        if (changed.length > 0) failures.push(`${where}: changed ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(attacks).toBeGreaterThan(100);
  });

  it("never lists shop B's rows to shop A's admin", async () => {
    const readAs = (path: string) =>
      ctx.request('GET', `${ADMIN}${path}`, { token: world.a.adminToken, query: { shop_id: world.a.shop.id } });
    const b = world.b;
    const lists = {
      '/delivery-packages': b.deliveryPackageId,
      '/categories': b.categoryId,
      '/products': b.productId,
      '/orders': b.orderId,
    };
    for (const [path, victimId] of Object.entries(lists)) {
      const res = await readAs(path);
      expect(res.status, path).toBe(200);
      const data = res.body.data as { id: number }[] | { data: { id: number }[] };
      const ids = (Array.isArray(data) ? data : data.data).map((row) => row.id);
      expect(ids.length, path).toBeGreaterThan(0);
      expect(ids, path).not.toContain(victimId);
    }
    const threads = await readAs('/messages');
    expect((threads.body.data as { customer: { id: number } }[]).map((thread) => thread.customer.id)).not.toContain(
      b.customerId,
    );
  });
});
