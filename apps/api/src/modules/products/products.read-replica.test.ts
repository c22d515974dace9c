/**
 * With DATABASE_REPLICA_URL, the public catalogue reads from the replica and everything else from the
 * primary. The "replica" here is a second database holding different rows, so each answer tells where
 * it was read (PostgreSQL only: the embedded database has no replicas).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { shops } from '../../platform/db/schema.ts';
import { signedInOwner, type AdminCaller } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCategory, createProduct } from '../../../test/fixtures.ts';
import { openTestDatabase } from '../../../test/test-database.ts';

const onPostgres = inject('testDatabase').engine === 'postgres';

describe.skipIf(!onPostgres)('catalogue reads on a read replica (PostgreSQL only)', () => {
  let replica: DatabaseHandle;
  let ctx: TestContext;
  let admin: AdminCaller;
  beforeAll(async () => {
    replica = await openTestDatabase(inject('testDatabase'));
    ctx = await createTestContext({ deps: { catalogDb: replica.db } });
    admin = await signedInOwner(ctx);
    await createProduct(ctx, { shop: admin.shop, name: 'Written on the primary' });
    // The replica's copy of the same shop, with rows the primary does not have.
    await replica.db.execute(
      sql`insert into owners (id, name, mobile, password_hash) overriding system value values (${admin.owner.id}, 'Owner', ${admin.owner.mobile}, 'x')`,
    );
    await replica.db.execute(
      sql`insert into shops (id, slug, name, owner_id) overriding system value values (${admin.shop.id}, ${admin.shop.slug}, 'Replica name', ${admin.owner.id})`,
    );
    const [shop] = await replica.db.select().from(shops).where(eq(shops.id, admin.shop.id));
    await createCategory({ db: replica.db }, { shop: shop!, name: 'Replica category' });
    await createProduct({ db: replica.db }, { shop: shop!, name: 'Read from the replica' });
  });
  afterAll(async () => {
    await ctx?.close();
    await replica?.close();
  });

  it('serves products, search and categories from the replica', async () => {
    const shopId = admin.shop.id;
    const list = await ctx.request<{ data: { name: string }[] }>('GET', '/api/shop/products', {
      query: { shop_id: shopId },
    });
    expect(list.body.data.data.map((product) => product.name)).toEqual(['Read from the replica']);
    const search = await ctx.request<{ data: { name: string }[] }>('GET', '/api/shop/products/search/Read', {
      query: { shop_id: shopId },
    });
    expect(search.body.data.data.map((product) => product.name)).toEqual(['Read from the replica']);
    const categories = await ctx.request<{ name: string }[]>('GET', '/api/shop/product/product_sub_categories', {
      query: { shop_id: shopId },
    });
    expect(categories.body.data.map((category) => category.name)).toContain('Replica category');
  });

  it('keeps the shop lookup, the admin and every write on the primary', async () => {
    const shop = await ctx.request<{ name: string }>('GET', `/api/shop/online-shop/${admin.shop.slug}`);
    expect(shop.body.data.name).toBe(admin.shop.name);
    const own = await admin.call<{ data: { name: string }[] }>('GET', '/products');
    expect(own.body.data.data.map((product) => product.name)).toEqual(['Written on the primary']);
  });
});
