import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_NOTE_MAX_LENGTH,
  CUSTOMER_TAGS_MAX,
  paginatorSchema,
  shopCustomerDetailSchema,
  shopCustomerSchema,
  type Paginator,
  type ShopCustomer,
  type ShopCustomerDetail,
} from '@haat/domain/schemas';
import { messages, orders, shopCustomers } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createCustomer, createProduct, uniqueMobile } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody, orderRowsOf, placeTestOrder, postOrder } from '../../../test/order-fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

const at = (day: number) => new Date(Date.UTC(2026, 5, day, 6));
const delivered = ['pending', 'accepted', 'processing', 'shipped', 'delivered'];
const returned = ['pending', 'accepted', 'processing', 'shipped', 'returned'];

async function list(admin: AdminCaller, query: Record<string, string | number> = {}) {
  const res = await admin.call<Paginator<ShopCustomer>>('GET', '/customers', { query });
  expect(res.status).toBe(200);
  return v.parse(paginatorSchema(shopCustomerSchema), res.body.data);
}

const ownerFacts = async (shopId: number, mobile: string) =>
  ctx.db
    .select()
    .from(shopCustomers)
    .where(and(eq(shopCustomers.shopId, shopId), eq(shopCustomers.mobile, mobile)));

describe('GET /api/admin/v3/customers', () => {
  it('lists a number seen only through orders with its counts and total, the latest buyer first', async () => {
    const admin = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: admin.shop, selling_price: 500 });
    const guest = uniqueMobile();
    const orderAt = (statuses: string[], day: number, mobile = guest) =>
      insertOrderRows(ctx, { shop: admin.shop, products: [product], statuses, mobile, placedAt: at(day) });
    await orderAt(delivered, 1);
    await orderAt([...delivered, 'completed'], 2);
    await orderAt(returned, 3);
    const { order: latest } = await orderAt(['pending', 'canceled'], 4);
    await ctx.db.update(orders).set({ name: 'Karima Begum' }).where(eq(orders.id, latest.id));
    const earlier = uniqueMobile();
    await orderAt(['pending'], 1, earlier);
    // A registered customer who never ordered comes last; another shop's customers never appear.
    const { customer: registered } = await createCustomer(ctx, { shop: admin.shop, name: 'Nasrin' });
    const other = await createOrderingShop(ctx);
    await insertOrderRows(ctx, { shop: other.shop, products: [], mobile: guest });

    const page = await list(admin);
    expect(page.total).toBe(3);
    expect(page.data.map((customer) => customer.mobile)).toEqual([guest, earlier, registered.mobile]);
    expect(page.data[0]).toMatchObject({
      mobile: guest,
      name: 'Karima Begum',
      customer_id: null,
      orders_count: 4,
      delivered_count: 2,
      returned_count: 1,
      cancelled_count: 1,
      total_spent: 1120,
      last_order_at: at(4).toISOString(),
      note: null,
      tags: [],
      blocked_at: null,
    });
    // The risk is the to-confirm queue's: 4 orders with an outcome here, 2 of them bad (returned, cancelled).
    expect(page.data[0]!.cod_risk).toMatchObject({
      total: 4,
      returned: 1,
      sources: [{ source: 'shop', total: 4, bad: 2 }],
    });
    expect(page.data[2]).toMatchObject({
      name: 'Nasrin',
      customer_id: registered.id,
      orders_count: 0,
      total_spent: 0,
      last_order_at: null,
      cod_risk: { level: 'new', total: 0 },
    });

    const second = await list(admin, { per_page: 2, page: 2 });
    expect(second).toMatchObject({ total: 3, last_page: 2, current_page: 2 });
    expect(second.data.map((customer) => customer.mobile)).toEqual([registered.mobile]);
    // Past the last page: no rows, the total still counted.
    expect(await list(admin, { per_page: 2, page: 5 })).toMatchObject({ total: 3, data: [] });
  });

  it('searches by a part of the name (any case) or of the number in any form', async () => {
    const admin = await signedInOwner(ctx);
    const karima = '01898765432';
    await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile: '01712345678' });
    const { order } = await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile: karima });
    await ctx.db.update(orders).set({ name: 'Karima Begum' }).where(eq(orders.id, order.id));

    const found = async (search: string) => (await list(admin, { search })).data.map((customer) => customer.mobile);
    expect(await found('KARIMA')).toEqual([karima]);
    expect(await found('+880 1898-765')).toEqual([karima]);
    expect(await found('০১৮৯৮')).toEqual([karima]);
    expect(await found('12345')).toEqual(['01712345678']);
    expect(await found('100%_')).toEqual([]);
  });

  it("filters by a tag and by block, on the owner's facts of this shop only, and exports the same", async () => {
    const admin = await signedInOwner(ctx);
    const [vip, blocked, plain] = ['01711000301', '01711000302', '01711000303'];
    for (const mobile of [vip, blocked, plain]) await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile });
    expect((await admin.call('PATCH', `/customers/${vip}`, { body: { tags: ['VIP', 'ঢাকা'] } })).status).toBe(200);
    expect(
      (await admin.call('PATCH', `/customers/${blocked}`, { body: { blocked: true, tags: ['VIP'] } })).status,
    ).toBe(200);
    // Another shop tags the plain number: it stays untagged here.
    const other = await signedInOwner(ctx);
    await insertOrderRows(ctx, { shop: other.shop, products: [], mobile: plain });
    await other.call('PATCH', `/customers/${plain}`, { body: { tags: ['VIP'], blocked: true } });

    const found = async (query: Record<string, string>) =>
      (await list(admin, query)).data.map((customer) => customer.mobile).sort();
    expect(await found({ tag: 'VIP' })).toEqual([vip, blocked]);
    expect(await found({ tag: 'ঢাকা' })).toEqual([vip]);
    expect(await found({ tag: 'vip' })).toEqual([]);
    expect(await found({ blocked: 'true' })).toEqual([blocked]);
    expect(await found({ blocked: 'false' })).toEqual([vip, plain]);
    expect(await found({ tag: 'VIP', blocked: 'false' })).toEqual([vip]);
    expect((await list(admin, { tag: 'VIP' })).total).toBe(2);

    const exported = await fetch(`${ctx.baseUrl}/api/admin/v3/customers-export?shop_id=${admin.shop.id}&tag=VIP`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const rows = (await exported.text()).split('\r\n').slice(1, -1);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([`"=""${vip}"""`, `"=""${blocked}"""`].sort());

    const bad = await admin.call('GET', '/customers', { query: { blocked: 'yes', tag: 'x'.repeat(31) } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ blocked: ['validation.invalid_format'], tag: ['validation.max_length'] });
  });

  it('is 422 for a bad page or a too long search', async () => {
    const admin = await signedInOwner(ctx);
    const res = await admin.call('GET', '/customers', { query: { page: 'x', search: 'a'.repeat(101) } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ page: ['validation.invalid_number'], search: ['validation.max_length'] });
  });
});

describe('GET /api/admin/v3/customers/:mobile', () => {
  it("answers the customer's orders, newest first, and the message thread of the account", async () => {
    const admin = await signedInOwner(ctx);
    const { customer } = await createCustomer(ctx, { shop: admin.shop });
    const first = await insertOrderRows(ctx, {
      shop: admin.shop,
      products: [],
      mobile: customer.mobile,
      customerId: customer.id,
      placedAt: at(1),
    });
    const second = await insertOrderRows(ctx, {
      shop: admin.shop,
      products: [],
      mobile: customer.mobile,
      placedAt: at(2),
    });
    await ctx.db.insert(messages).values([
      { shopId: admin.shop.id, customerId: customer.id, sender: 'customer', body: 'Is it in stock?', createdAt: at(1) },
      { shopId: admin.shop.id, customerId: customer.id, sender: 'shop', body: 'Yes', createdAt: at(2) },
    ]);

    // Any form of the number finds it.
    const res = await admin.call<ShopCustomerDetail>(
      'GET',
      `/customers/${encodeURIComponent(`+88${customer.mobile}`)}`,
    );
    expect(res.status).toBe(200);
    const detail = v.parse(shopCustomerDetailSchema, res.body.data);
    expect(detail.customer).toMatchObject({ mobile: customer.mobile, name: customer.name, orders_count: 2 });
    expect(detail.orders.map((order) => order.id)).toEqual([second.order.id, first.order.id]);
    expect(detail.orders[0]).toMatchObject({ code: second.order.code, status: 'pending', total: 60 });
    expect(detail.messages.map((message) => message.body)).toEqual(['Is it in stock?', 'Yes']);
  });

  it('has no messages for a guest, 404 for a number the shop never saw and 422 for a malformed one', async () => {
    const admin = await signedInOwner(ctx);
    const guest = uniqueMobile();
    await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile: guest });
    const detail = await admin.call<ShopCustomerDetail>('GET', `/customers/${guest}`);
    expect(detail.body.data).toMatchObject({ customer: { mobile: guest }, messages: [] });

    expect((await admin.call('GET', `/customers/${uniqueMobile()}`)).status).toBe(404);
    const bad = await admin.call('GET', '/customers/12345');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['mobile']);
  });
});

describe('PATCH /api/admin/v3/customers/:mobile', () => {
  it('saves the note and tags, keeps what is not sent, and clears a blank note', async () => {
    const admin = await signedInOwner(ctx);
    const mobile = uniqueMobile();
    await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile });

    const saved = await admin.call<ShopCustomer>('PATCH', `/customers/${mobile}`, {
      body: { note: '  Calls after 6 pm  ', tags: ['VIP', 'পাইকারি', 'vip'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ note: 'Calls after 6 pm', tags: ['VIP', 'পাইকারি'], blocked_at: null });

    const tagsOnly = await admin.call<ShopCustomer>('PATCH', `/customers/${mobile}`, { body: { tags: ['wholesale'] } });
    expect(tagsOnly.body.data).toMatchObject({ note: 'Calls after 6 pm', tags: ['wholesale'] });
    const cleared = await admin.call<ShopCustomer>('PATCH', `/customers/${mobile}`, { body: { note: ' ' } });
    expect(cleared.body.data).toMatchObject({ note: null, tags: ['wholesale'] });
    expect((await list(admin)).data[0]).toMatchObject({ mobile, note: null, tags: ['wholesale'] });
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const admin = await signedInOwner(ctx);
    const mobile = uniqueMobile();
    await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile });
    await admin.call('PATCH', `/customers/${mobile}`, { body: { note: 'Kept', tags: ['kept'] } });
    const before = await ownerFacts(admin.shop.id, mobile);

    const tooMuch = await admin.call('PATCH', `/customers/${mobile}`, {
      body: {
        note: 'ন'.repeat(CUSTOMER_NOTE_MAX_LENGTH + 1),
        tags: Array.from({ length: CUSTOMER_TAGS_MAX + 1 }, (_, index) => `tag ${index}`),
        blocked: 'yes',
      },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({
      note: ['validation.max_length'],
      tags: ['validation.max_length'],
      blocked: ['validation.invalid_format'],
    });
    const badTags = await admin.call('PATCH', `/customers/${mobile}`, { body: { tags: ['ok', ' ', 'x'.repeat(31)] } });
    expect(badTags.status).toBe(422);
    expect(badTags.body.errors).toEqual({ 'tags.1': ['validation.required'], 'tags.2': ['validation.max_length'] });
    const badMobile = await admin.call('PATCH', '/customers/0171', { body: { note: 'x' } });
    expect(badMobile.status).toBe(422);
    expect(await ownerFacts(admin.shop.id, mobile)).toEqual(before);
  });

  it('is 404 for a number the shop never saw, and writes nothing', async () => {
    const admin = await signedInOwner(ctx);
    const stranger = uniqueMobile();
    const res = await admin.call('PATCH', `/customers/${stranger}`, { body: { blocked: true } });
    expect(res.status).toBe(404);
    expect(await ownerFacts(admin.shop.id, stranger)).toEqual([]);
  });
});

describe('a blocked number at checkout', () => {
  it('is refused with 409 on the mobile like a cash-on-delivery block; unblocking lets it order again', async () => {
    const shop = await createOrderingShop(ctx);
    const admin = await signedInOwner(ctx, { shop: shop.shop });
    const mobile = uniqueMobile();
    await placeTestOrder(ctx, orderBody(shop, [[shop.products[0]!, 1]], { mobile }));

    const blocked = await admin.call<ShopCustomer>('PATCH', `/customers/${mobile}`, { body: { blocked: true } });
    expect(blocked.status).toBe(200);
    const blockedAt = blocked.body.data.blocked_at;
    expect(blockedAt).not.toBeNull();
    // Blocking again keeps when it was first blocked.
    const again = await admin.call<ShopCustomer>('PATCH', `/customers/${mobile}`, { body: { blocked: true } });
    expect(again.body.data.blocked_at).toBe(blockedAt);

    const before = await orderRowsOf(ctx, shop.shop.id);
    const refused = await postOrder(ctx, orderBody(shop, [[shop.products[0]!, 1]], { mobile: `+88${mobile}` }));
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ mobile: ['validation.cod_blocked'] });
    expect(refused.body.message).toMatch(/contact the shop/u);
    const after = await orderRowsOf(ctx, shop.shop.id);
    expect({ ...after, keys: [] }).toEqual({ ...before, keys: [] });
    // Another number, and the same number in another shop, still order.
    await placeTestOrder(ctx, orderBody(shop, [[shop.products[0]!, 1]]));
    const other = await createOrderingShop(ctx);
    await placeTestOrder(ctx, orderBody(other, [[other.products[0]!, 1]], { mobile }));

    const unblocked = await admin.call<ShopCustomer>('PATCH', `/customers/${mobile}`, { body: { blocked: false } });
    expect(unblocked.body.data.blocked_at).toBeNull();
    await placeTestOrder(ctx, orderBody(shop, [[shop.products[0]!, 1]], { mobile }));
  });
});

describe('GET /api/admin/v3/customers-export', () => {
  it('is UTF-8 with a BOM, a named attachment, with formulas defused and the number kept as text', async () => {
    const admin = await signedInOwner(ctx);
    const mobile = '01755555555';
    const { order } = await insertOrderRows(ctx, { shop: admin.shop, products: [], statuses: delivered, mobile });
    await ctx.db.update(orders).set({ name: '=HYPERLINK("http://evil")' }).where(eq(orders.id, order.id));
    await admin.call('PATCH', `/customers/${mobile}`, {
      body: { note: 'Line one\n"quoted", ok', tags: ['+vip', 'রহিম'] },
    });
    await insertOrderRows(ctx, { shop: admin.shop, products: [], mobile: '01766666666' });

    const response = await fetch(`${ctx.baseUrl}/api/admin/v3/customers-export?shop_id=${admin.shop.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/u,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'mobile,name,orders,delivered,returned,cancelled,total_spent_taka,last_order_at,risk,tags,note,blocked_at',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    const line = lines.find((text) => text.includes('01755555555'))!;
    expect(line.startsWith('"=""01755555555""",')).toBe(true);
    expect(line).toContain(`,"'=HYPERLINK(""http://evil"")",1,1,0,0,60,`);
    expect(line).toContain(`,'+vip; রহিম,"Line one\n""quoted"", ok",`);

    const searched = await fetch(`${ctx.baseUrl}/api/admin/v3/customers-export?shop_id=${admin.shop.id}&search=01766`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await searched.text()).split('\r\n')).toHaveLength(3);
  });

  it("exports every customer of a large shop once, with its risk, past the risk statement's chunk", async () => {
    const admin = await signedInOwner(ctx);
    const count = 2_100;
    await ctx.db.execute(sql`
      insert into orders (shop_id, code, status, name, mobile, address, subtotal_paisa, delivery_charge_paisa, total_paisa)
      select ${admin.shop.id}, 'BULK-' || g, case when g % 3 = 0 then 'returned' else 'delivered' end, 'Bulk ' || g,
             '0185' || lpad(g::text, 7, '0'), 'Dhaka', 10000, 6000, 16000
        from generate_series(1, ${count}) g`);
    const blocked = '01850000007';
    await admin.call('PATCH', `/customers/${blocked}`, { body: { blocked: true } });
    const res = await admin.call('GET', '/customers-export');
    const lines = res.text.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(count);
    expect(lines.filter((line) => line.includes(',high,'))).toHaveLength(count / 3);
    expect(lines.find((line) => line.startsWith(`"=""${blocked}"""`))).toMatch(/,\d{4}-\d{2}-\d{2}T[^,]+$/u);
  });
});

describe('isolation', () => {
  it("an owner can neither read, change nor export another shop's customer", async () => {
    const a = await signedInOwner(ctx);
    const b = await signedInOwner(ctx);
    const victim = uniqueMobile();
    await insertOrderRows(ctx, { shop: b.shop, products: [], mobile: victim });
    await b.call('PATCH', `/customers/${victim}`, { body: { note: 'Secret', tags: ['b'] } });
    const before = await ownerFacts(b.shop.id, victim);

    expect((await a.call('GET', `/customers/${victim}`)).status).toBe(404);
    expect((await a.call('PATCH', `/customers/${victim}`, { body: { blocked: true } })).status).toBe(404);
    expect((await list(a, { search: victim })).total).toBe(0);
    const exported = await a.call('GET', '/customers-export');
    expect(exported.text).not.toContain(victim);
    for (const [method, path] of [
      ['GET', '/customers'],
      ['GET', '/customers-export'],
      ['GET', `/customers/${victim}`],
      ['PATCH', `/customers/${victim}`],
    ] as const) {
      const res = await a.call(method, path, {
        query: { shop_id: b.shop.id },
        ...(method === 'PATCH' ? { body: { blocked: true } } : {}),
      });
      expect(res.status).toBe(403);
    }
    expect(await ownerFacts(b.shop.id, victim)).toEqual(before);
    expect(await ownerFacts(a.shop.id, victim)).toEqual([]);
  });
});
