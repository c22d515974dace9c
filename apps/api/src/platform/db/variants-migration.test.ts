/**
 * The variants migration (issue 28, decision 210) on the demo catalogue as it was before it: every product becomes a
 * simple product whose one variant has its stock and price, and every order line points at it, on the engine under
 * test (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitPrice } from '@haat/domain/price';
import type { DatabaseHandle } from './client.ts';
import { rowsOf } from './types.ts';
import { openDatabaseBefore, type DatabaseBefore } from '../../../test/migration-before.ts';
import { DEMO_SHOPS } from '../../seed/demo-shops.ts';

let before: DatabaseBefore;
let handle: DatabaseHandle;

beforeAll(async () => {
  before = await openDatabaseBefore('variants');
  handle = before.handle;
});
afterAll(async () => {
  await before?.close();
});

const paisaOf = (taka: number) => Math.round(taka * 100);

describe('migration: every product gets its variant', () => {
  it('keeps every product, stock, price and order line of the demo catalogue', async () => {
    const { db } = handle;
    // The demo catalogue as the schema before the migration held it (raw SQL: today's schema has more columns).
    const catalogue = DEMO_SHOPS.flatMap((shop) => shop.products.map((product) => ({ shop: shop.slug, product })));
    for (const [index, shop] of DEMO_SHOPS.entries()) {
      await db.execute(sql`
        insert into owners (name, mobile, email, password_hash) values (${shop.owner.name}, ${shop.owner.mobile}, ${shop.owner.email}, 'x')`);
      await db.execute(sql`
        insert into shops (owner_id, slug, name) values (${index + 1}, ${shop.slug}, ${shop.name})`);
    }
    for (const { shop, product } of catalogue) {
      const pricing = {
        selling_price: product.price,
        discount: product.discount?.value ?? 0,
        discount_type: product.discount?.type ?? 'FIXED',
      };
      await db.execute(sql`
        insert into products (shop_id, slug, name, bn_name, selling_price_paisa, discount_hundredths, discount_type, price_paisa, stock)
        values ((select id from shops where slug = ${shop}), ${product.slug}, ${product.name}, ${product.bnName},
                ${paisaOf(product.price)}, ${Math.round(pricing.discount * 100)}, ${pricing.discount_type},
                ${unitPrice(pricing) as number}, ${product.stock})`);
    }
    await db.execute(sql`
      insert into orders (shop_id, code, name, mobile, address, subtotal_paisa, delivery_charge_paisa, total_paisa)
      values (1, 'HT-MIGRATE1', 'Rahim', '01711111111', 'Dhaka', 0, 6000, 6000)`);
    await db.execute(sql`
      insert into order_items (shop_id, order_id, product_id, product_slug, name, unit_price_paisa, quantity, line_total_paisa)
      select shop_id, 1, id, slug, name, price_paisa, 2, price_paisa * 2 from products where shop_id = 1`);
    // A line of a product deleted since keeps its snapshot alone.
    await db.execute(sql`
      insert into order_items (shop_id, order_id, product_id, product_slug, name, unit_price_paisa, quantity, line_total_paisa)
      values (1, 1, null, 'gone', 'Gone', 100, 1, 100)`);
    const productsBefore = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select id, shop_id, slug, name, price_paisa, stock, sold_count from products order by id`),
    );

    await handle.migrate();

    const productsAfter = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select id, shop_id, slug, name, price_paisa, stock, sold_count from products order by id`),
    );
    expect(productsAfter).toEqual(productsBefore);
    expect(productsAfter).toHaveLength(catalogue.length);
    const mismatched = rowsOf(
      await db.execute(sql`
        select p.id from products p
          left join product_variants v on v.product_id = p.id
         group by p.id
        having count(v.id) <> 1
            or min(v.stock) <> min(p.stock)
            or min(v.price_paisa) <> min(p.price_paisa)
            or min(p.max_price_paisa) <> min(p.price_paisa)
            or bool_or(v.shop_id <> p.shop_id)
            or bool_or(cardinality(v.option_values) <> 0)
            or bool_or(v.selling_price_paisa is not null or v.discount_hundredths is not null)
            or bool_or(not v.enabled)
            or bool_or(p.options <> '[]'::jsonb)`),
    );
    expect(mismatched).toEqual([]);
    const lines = rowsOf<{ product_id: number | null; variant_product: number | null; options: unknown }>(
      await db.execute(sql`
        select i.product_id, v.product_id as variant_product, i.options
          from order_items i left join product_variants v on v.id = i.variant_id order by i.id`),
    );
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line.variant_product).toBe(line.product_id);
      expect(line.options).toEqual([]);
    }
  });
});
