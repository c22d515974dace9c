/**
 * Catalogue answers are cacheable by a CDN and revalidate with their ETag (304); answers that may hold
 * personal data are never stored. (Compression is the edge's: caddy-tls.drill.ts.)
 */
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createShop } from '../../../test/fixtures.ts';
import { shops } from '../db/schema.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-cache.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A GET over plain HTTP, so the body arrives exactly as sent (fetch would decode it). */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, ctx.baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('public catalogue answers', () => {
  it('carry a shared-cache lifetime and a weak ETag, answer 304 to it, and change it when the shop changes', async () => {
    const admin = await signedInOwner(ctx);
    const path = `/api/shop/online-shop/${admin.shop.slug}`;
    const first = await rawGet(path);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"[^"]+"$/u);

    const again = await rawGet(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);

    await ctx.db.update(shops).set({ name: 'A new name' }).where(eq(shops.id, admin.shop.id));
    const changed = await rawGet(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect((JSON.parse(changed.body.toString()) as { data: { name: string } }).data.name).toBe('A new name');
  });
});

describe('answers that may hold personal data', () => {
  it('are never stored: a customer’s own answers, order tracking and refusals', async () => {
    const shop = await createShop(ctx);
    const { token } = await createCustomer(ctx, { shop });
    const answers = [
      await ctx.request('GET', '/api/shop/customer/me', { token }),
      await ctx.request('GET', '/api/shop/orders/track', { query: { shop_id: shop.id, order_code: 'NO-SUCH-CODE' } }),
      await ctx.request('GET', '/api/shop/products', { query: { shop_id: 'not-a-number' } }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(answers.map((answer) => answer.status)).toEqual([200, expect.any(Number), 422]);
  });
});
