// The bench's SQL against the API's real schema (apps/api/drizzle migrations) on in-memory PGlite:
// the generated search catalogue and the stock check.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDir } from './paths.ts';
import { generateSearchData, measuredShopSlug } from './search-data.ts';
import { fromPglite, type SqlClient } from './sql-client.ts';
import { checkStock, type CheckoutRun } from './suites/checkout.ts';

let db: PGlite;
let sql: SqlClient;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm, btree_gin } });
  const migrations = join(apiDir, 'drizzle');
  for (const file of readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    await db.exec(readFileSync(join(migrations, file), 'utf8'));
  }
  sql = fromPglite(db);
}, 60_000);

afterAll(() => db.close());

describe('generateSearchData', () => {
  it('makes the measured shops among the others, with bilingual names that a word matches one in twenty of (480 = two full cycles of the vocabulary)', async () => {
    const generated = await generateSearchData(sql, { sizes: [100, 480], otherShops: 30, productsPerOtherShop: 20 });
    expect(generated.products).toBe(30 * 20 + 100 + 480);
    const [shop] = await sql.query<{ id: number }>('select id from shops where slug = $1', [measuredShopSlug(480)]);
    const count = async (pattern: string) =>
      Number(
        (
          await sql.query<{ n: string }>(
            'select count(*) as n from products where shop_id = $1 and (lower(name) like $2 or lower(bn_name) like $2)',
            [shop!.id, pattern],
          )
        )[0]!.n,
      );
    expect(await count('%saree%')).toBe(24);
    expect(await count('%শাড়ি%')).toBe(24);
    expect(await count('%silk saree%')).toBeGreaterThanOrEqual(1);
    expect(await count('%qwerty%')).toBe(0);
    const [slugs] = await sql.query<{ distinct_slugs: string }>(
      'select count(distinct slug) as distinct_slugs from products where shop_id = $1',
      [shop!.id],
    );
    expect(Number(slugs!.distinct_slugs)).toBe(480);
  });

  it('leaves the catalogue vacuumed, so no maintenance of the bulk load runs during the measured searches', async () => {
    const [products] = await sql.query<{ relpages: number; relallvisible: number }>(
      `select relpages, relallvisible from pg_class where relname = 'products'`,
    );
    expect(products!.relpages).toBeGreaterThan(0);
    expect(products!.relallvisible).toBe(products!.relpages);
  });
});

describe('checkStock', () => {
  let shopId = 0;
  const initial = new Map<number, number>();
  let scarceId = 0;

  beforeAll(async () => {
    await sql.exec(`insert into owners (name, mobile, password_hash) values ('Stock owner', '01799000009', 'x')`);
    [{ id: shopId }] = (await sql.query<{ id: number }>(
      `insert into shops (owner_id, slug, name) select id, 'stock-shop', 'Stock shop' from owners where mobile = '01799000009' returning id`,
    )) as [{ id: number }];
    for (const [name, stock] of [
      ['ample', 1000],
      ['scarce', 2],
    ] as const) {
      const [row] = await sql.query<{ id: number }>(
        `insert into products (shop_id, slug, name, selling_price_paisa, price_paisa, max_price_paisa, stock) values ($1, $2, $2, 100, 100, 100, $3) returning id`,
        [shopId, name, stock],
      );
      initial.set(row!.id, stock);
      if (name === 'scarce') scarceId = row!.id;
    }
  });

  /** An order of `units` of a product, as the API writes it: the line, then the stock taken. */
  async function order(code: string, productId: number, units: number) {
    const [placed] = await sql.query<{ id: number }>(
      `insert into orders (shop_id, code, name, mobile, address, subtotal_paisa, delivery_charge_paisa, total_paisa)
       values ($1, $2, 'B', '01711111111', 'A', 0, 0, 0) returning id`,
      [shopId, code],
    );
    await sql.query(
      `insert into order_items (shop_id, order_id, product_id, name, unit_price_paisa, quantity, line_total_paisa) values ($1, $2, $3, 'x', 100, $4, 100)`,
      [shopId, placed!.id, productId, units],
    );
    await sql.query('update products set stock = stock - $2, sold_count = sold_count + $2 where id = $1', [
      productId,
      units,
    ]);
  }

  const run = (answered: string[], placed: number): CheckoutRun =>
    ({
      shop: {
        shopId,
        adminToken: '',
        deliveryPackageId: 0,
        initialStock: initial,
        ampleProductIds: [],
        scarceProductId: scarceId,
        scarceStock: 2,
      },
      throughput: {} as CheckoutRun['throughput'],
      race: { attempts: 4, placed, refused: 4 - placed, otherAnswers: 0 },
      answeredCodes: new Set(answered),
      maxUnanswered: 1,
    }) satisfies CheckoutRun;

  it('passes when stock + sold = initial and every answered order is stored', async () => {
    const ample = [...initial.keys()].find((id) => id !== scarceId)!;
    await order('A-1', ample, 3);
    await order('A-2', scarceId, 1);
    await order('A-3', scarceId, 1);
    // A-4 was placed while the timed run stopped: stored, never answered.
    await order('A-4', ample, 1);
    const check = await checkStock(sql, run(['A-1', 'A-2', 'A-3'], 2));
    expect(check).toMatchObject({
      products: 2,
      ordersInDatabase: 4,
      ordersAnswered2xx: 3,
      answeredButMissing: 0,
      unanswered: 1,
      oversold: 0,
      scarceLeft: 0,
      ok: true,
    });
  });

  it('fails on an answered order that is not stored, and on stock that does not add up', async () => {
    expect(await checkStock(sql, run(['A-1', 'A-2', 'A-3', 'GHOST'], 2))).toMatchObject({
      answeredButMissing: 1,
      ok: false,
    });
    await sql.query('update products set stock = stock + 5 where id = $1', [scarceId]);
    const check = await checkStock(sql, run(['A-1', 'A-2', 'A-3'], 2));
    expect(check.ok).toBe(false);
    expect(check.mismatches).toEqual([{ productId: scarceId, initial: 2, stock: 5, orderedUnits: 2, soldCount: 2 }]);
  });
});
