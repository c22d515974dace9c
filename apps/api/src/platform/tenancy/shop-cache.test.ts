import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@haat/domain/schemas';
import { shops } from '../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { SHOP_CACHE_SECONDS: '60' } });
});
afterAll(async () => {
  await ctx?.close();
});

const lookUp = async (slug: string) => (await ctx.request<Shop>('GET', `/api/shop/online-shop/${slug}`)).body.data;

describe('the shop lookup cache (SHOP_CACHE_SECONDS)', () => {
  it('answers a repeated lookup without reading the database again, whatever the case of the slug', async () => {
    const admin = await signedInOwner(ctx);
    expect(await lookUp(admin.shop.slug)).toMatchObject({ id: admin.shop.id, name: admin.shop.name });
    // Written behind the API's back: the cached answer stands until it expires or the owner changes something.
    await ctx.db.update(shops).set({ name: 'Changed in the database' }).where(eq(shops.id, admin.shop.id));
    expect(await lookUp(admin.shop.slug.toUpperCase())).toMatchObject({ name: admin.shop.name });
  });

  it('drops the shop as soon as its owner changes it through the admin API, and only that shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await signedInOwner(ctx);
    expect(await lookUp(admin.shop.slug)).toMatchObject({ theme: admin.shop.theme });
    expect(await lookUp(other.shop.slug)).toMatchObject({ id: other.shop.id });
    await ctx.db.update(shops).set({ name: 'Renamed elsewhere' }).where(eq(shops.id, other.shop.id));

    expect((await admin.call('PUT', '/online-shop/theme', { body: { theme: 3 } })).status).toBe(200);
    expect(await lookUp(admin.shop.slug)).toMatchObject({ theme: 3 });
    expect(await lookUp(other.shop.slug)).toMatchObject({ name: other.shop.name });
  });

  it('keeps the cached answer when a change is refused', async () => {
    const admin = await signedInOwner(ctx);
    expect(await lookUp(admin.shop.slug)).toMatchObject({ name: admin.shop.name });
    await ctx.db.update(shops).set({ name: 'Renamed elsewhere' }).where(eq(shops.id, admin.shop.id));
    expect((await admin.call('PUT', '/online-shop/theme', { body: { theme: 9 } })).status).toBe(422);
    expect(await lookUp(admin.shop.slug)).toMatchObject({ name: admin.shop.name });
  });
});
