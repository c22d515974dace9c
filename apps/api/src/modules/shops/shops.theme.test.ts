import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shop } from '@haat/domain/schemas';
import { shops } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createShop } from '../../../test/fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('PUT /api/admin/v3/online-shop/theme', () => {
  it('sets theme 1, 2 or 3 and answers the shop', async () => {
    const admin = await signedInOwner(ctx);
    for (const theme of [3, 2, 1] as const) {
      const res = await admin.call<Shop>('PUT', '/online-shop/theme', { body: { theme } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: admin.shop.id, theme });
    }
  });

  it('is 422 for any other theme (4 is the admin theme) and changes nothing', async () => {
    const admin = await signedInOwner(ctx);
    for (const theme of [4, 0, '2', null]) {
      const res = await admin.call('PUT', '/online-shop/theme', { body: { theme } });
      expect(res.status, String(theme)).toBe(422);
      expect(res.body.errors).toEqual({
        theme: [theme === null ? 'validation.required' : 'validation.invalid_format'],
      });
    }
    const [row] = await ctx.db.select({ theme: shops.theme }).from(shops).where(eq(shops.id, admin.shop.id));
    expect(row!.theme).toBe(1);
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    expect((await ctx.request('PUT', '/api/admin/v3/online-shop/theme', { body: { theme: 2 } })).status).toBe(401);
    expect(
      (await admin.call('PUT', '/online-shop/theme', { body: { theme: 2 }, query: { shop_id: other.id } })).status,
    ).toBe(403);
  });
});
