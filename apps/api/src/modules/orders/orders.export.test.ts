/**
 * The orders export (issue 28 item 5): the orders of a range of Dhaka days as CSV, one line per order line with its
 * variant, over HTTP on a real database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../platform/db/schema.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createProduct, createShop } from '../../../test/fixtures.ts';
import { insertOrderRows } from '../../../test/order-rows.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function exported(admin: AdminCaller, from: string, to: string) {
  const response = await fetch(
    `${ctx.baseUrl}/api/admin/v3/orders-export?shop_id=${admin.shop.id}&from=${from}&to=${to}`,
    { headers: { authorization: `Bearer ${admin.token}` } },
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8').decode(bytes);
  return { response, bytes, text, lines: text.split('\r\n').slice(1, -1) };
}

describe('GET /api/admin/v3/orders-export', () => {
  it("writes a line per order line, with the variant's options and SKU, the order's columns on each", async () => {
    const admin = await signedInOwner(ctx);
    const kurti = await createProduct(ctx, { shop: admin.shop, name: 'Cotton Kurti', selling_price: 950 });
    const scarf = await createProduct(ctx, { shop: admin.shop, name: 'Scarf', selling_price: 300 });
    const { order, items } = await insertOrderRows(ctx, {
      shop: admin.shop,
      products: [kurti, scarf],
      statuses: ['pending', 'accepted'],
      placedAt: new Date('2026-11-20T06:05:00Z'),
      mobile: '01712345678',
      district: 'Dhaka',
      area: 'Mirpur 10',
    });
    await ctx.db
      .update(orderItems)
      .set({
        options: [
          { name: 'Size', bn_name: 'সাইজ', value: 'M', bn_value: null },
          { name: 'Colour', bn_name: 'রং', value: 'Teal', bn_value: 'টিল' },
        ],
        sku: 'RD-KURTI-M-TEAL',
      })
      .where(eq(orderItems.id, items[0]!.id));
    await ctx.db
      .update(orders)
      .set({ deliveryPackageName: 'ঢাকার ভিতরে', name: 'রহিম, "বড় ভাই"' })
      .where(eq(orders.id, order.id));

    const { response, bytes, lines, text } = await exported(admin, '2026-11-20', '2026-11-20');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-11-20-2026-11-20.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe(
      'order_code,placed_at,status,name,mobile,address,area,district,delivery_package,delivery_charge_taka,' +
        'discount_taka,total_taka,product,options,sku,quantity,unit_price_taka,line_total_taka',
    );
    const common = `${order.code},2026-11-20 12:05,accepted,"রহিম, ""বড় ভাই""","=""01712345678""","House 1, Road 2, Dhaka",Mirpur 10,Dhaka,ঢাকার ভিতরে,60,0,1310`;
    expect(lines).toEqual([`${common},Cotton Kurti,M / Teal,RD-KURTI-M-TEAL,1,950,950`, `${common},Scarf,,,1,300,300`]);
  });

  it('takes the orders placed in the Dhaka days asked for, oldest first, and only this shop’s', async () => {
    const admin = await signedInOwner(ctx);
    const product = await createProduct(ctx, { shop: admin.shop });
    const placed = async (at: string) =>
      (await insertOrderRows(ctx, { shop: admin.shop, products: [product], placedAt: new Date(at) })).order.code;
    // Dhaka is UTC+6: 17:59 UTC on the 9th is still the 9th there, 18:00 UTC is the 10th.
    await placed('2026-11-09T17:59:00Z');
    const first = await placed('2026-11-09T18:00:00Z');
    const last = await placed('2026-11-11T17:59:59Z');
    await placed('2026-11-11T18:00:00Z');
    const other = await createShop(ctx);
    await insertOrderRows(ctx, {
      shop: other,
      products: [await createProduct(ctx, { shop: other })],
      placedAt: new Date('2026-11-10T06:00:00Z'),
    });

    const { lines } = await exported(admin, '2026-11-10', '2026-11-11');
    expect(lines.map((line) => line.split(',')[0])).toEqual([first, last]);
    expect((await exported(admin, '2026-10-01', '2026-10-31')).lines).toEqual([]);
  });

  it('defuses a cell a spreadsheet would run as a formula', async () => {
    const admin = await signedInOwner(ctx);
    const { order } = await insertOrderRows(ctx, {
      shop: admin.shop,
      products: [await createProduct(ctx, { shop: admin.shop })],
      placedAt: new Date('2026-11-15T06:00:00Z'),
    });
    await ctx.db
      .update(orders)
      .set({ name: '=HYPERLINK("http://evil")', address: '+8801711 road' })
      .where(eq(orders.id, order.id));
    const [line] = (await exported(admin, '2026-11-15', '2026-11-15')).lines;
    expect(line).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(line).toContain(",'+8801711 road,");
  });

  it('refuses a range that is not one (422 on the field), and more than a year', async () => {
    const admin = await signedInOwner(ctx);
    const call = (query: Record<string, string>) => admin.call('GET', '/orders-export', { query });
    expect((await call({ from: '2026-11-10', to: '2026-11-01' })).body.errors).toEqual({
      to: ['validation.report_range_order'],
    });
    expect((await call({ from: '2025-01-01', to: '2026-11-01' })).body.errors).toEqual({
      to: ['validation.report_range_length'],
    });
    expect((await call({ from: '2026-02-30', to: '2026-11-01' })).body.errors).toEqual({
      from: ['validation.invalid_format'],
    });
  });
});
