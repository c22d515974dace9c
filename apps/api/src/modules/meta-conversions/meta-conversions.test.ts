/**
 * The Meta Conversions API (issue 31 item 5, decision 219) over HTTP on the test database's engine, against a
 * contract server of Meta's Graph API: the owner's token, and the server-side Purchase of an order placed on the
 * shop's own domain.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetaConversions, Order } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { startMetaGraphContract, type MetaGraphContract } from '../../../test/contracts/meta-graph.ts';
import { createCustomDomain, createOwner, createVariants } from '../../../test/fixtures.ts';
import { createOrderingShop, orderBody } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { createSecretBox } from '../../platform/crypto/create-secret-box.ts';
import { shops } from '../../platform/db/schema.ts';
import { sendPurchaseEvent } from './meta-conversions.service.ts';

const PIXEL = '123456789012345';
const TOKEN = 'EAAGshopToken0123456789abcdef';
const PATH = '/api/admin/v3/meta-conversions';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let ctx: TestContext;
let meta: MetaGraphContract;
beforeAll(async () => {
  meta = await startMetaGraphContract({ pixelId: PIXEL, accessToken: TOKEN });
  ctx = await createTestContext({ env: { META_GRAPH_URL: meta.url }, deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
  await meta?.close();
});

/** A shop with a pixel and a test event code, a verified own domain, a kurti in two sizes and a simple honey. */
async function ownShop(domain: string) {
  const target = await createOrderingShop(ctx, {
    products: [
      { name: 'Kurti', selling_price: 1000 },
      { name: 'Honey', selling_price: 450 },
    ],
  });
  await ctx.db
    .update(shops)
    .set({
      settings: sql`${shops.settings} || ${JSON.stringify({ pixel_id: PIXEL, pixel_test_event: 'TEST4242' })}::jsonb`,
    })
    .where(eq(shops.id, target.shop.id));
  await createCustomDomain(ctx, { shop: target.shop, domain });
  const [kurti, honey] = target.products as [(typeof target.products)[0], (typeof target.products)[0]];
  const [medium] = await createVariants(ctx, kurti, {
    options: [{ name: 'Size', values: [{ name: 'M' }, { name: 'L' }] }],
    variants: [
      { options: ['M'], stock: 5 },
      { options: ['L'], stock: 5 },
    ],
  });
  return { target, kurti, honey, medium: medium! };
}

const orderFrom = (origin: string | null, body: unknown) =>
  ctx.request<Order>('POST', '/api/shop/orders', {
    body,
    headers: {
      'Idempotency-Key': randomUUID(),
      'User-Agent': BROWSER,
      ...(origin === null ? {} : { Origin: origin }),
    },
  });

const setToken = (adminToken: string, access_token: string | null) =>
  ctx.request<MetaConversions>('PUT', PATH, { token: adminToken, body: { access_token } });

describe("the owner's Conversions API token", () => {
  it('is sealed for the shop, never read back, and refused with a clear message when it is not a token', async () => {
    const { target } = await ownShop('tokens.test');
    const { token: admin } = await createOwner(ctx, { shop: target.shop });
    const before = await ctx.request<MetaConversions>('GET', PATH, { token: admin });
    expect(before.body.data).toEqual({
      pixel_id: PIXEL,
      test_event_code: 'TEST4242',
      token_set: false,
      own_domain: 'tokens.test',
      last_sent_at: null,
      last_error: null,
    });

    const bad = await setToken(admin, 'not a token <script>');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ access_token: ['validation.meta_token_invalid'] });

    const saved = await setToken(admin, `  ${TOKEN}  `);
    expect(saved.status).toBe(200);
    expect(saved.body.data.token_set).toBe(true);
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);
    const [row] = await ctx.db.select({ settings: shops.settings }).from(shops).where(eq(shops.id, target.shop.id));
    const sealed = row!.settings.meta_conversions?.sealed_token ?? '';
    expect(sealed).not.toContain(TOKEN);
    expect(createSecretBox(ctx.config).open(sealed, `shop:${target.shop.id}:meta-conversions`)).toBe(TOKEN);

    const removed = await setToken(admin, null);
    expect(removed.body.data.token_set).toBe(false);
  });
});

describe('the server-side Purchase', () => {
  it("reaches Meta once per order placed on the shop's own domain, with the pixel's event id and hashed details", async () => {
    const { target, kurti, honey, medium } = await ownShop('kurti-ghor.test');
    const { token: admin } = await createOwner(ctx, { shop: target.shop });
    await setToken(admin, TOKEN);
    const body = orderBody(target, [[honey, 2]], {
      name: 'Md. Rahim Uddin',
      mobile: '01712-345678',
      items: [
        { product_id: kurti.id, variant_id: medium.id, quantity: 1 },
        { product_id: honey.id, quantity: 2 },
      ],
    });
    const placed = await orderFrom('https://kurti-ghor.test', body);
    expect(placed.status).toBe(201);
    await ctx.jobsSettled();

    const order = placed.body.data;
    const sent = meta.events.filter((event) => event['event_id'] === `purchase-${order.code}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      event_name: 'Purchase',
      event_time: Math.floor(new Date(order.created_at).getTime() / 1000),
      event_id: `purchase-${order.code}`,
      action_source: 'website',
      event_source_url: 'https://kurti-ghor.test/',
      user_data: {
        ph: [sha256('8801712345678')],
        fn: [sha256('md')],
        ln: [sha256('uddin')],
        country: [sha256('bd')],
        external_id: [sha256('8801712345678')],
        client_ip_address: '127.0.0.1',
        client_user_agent: BROWSER,
      },
      custom_data: {
        currency: 'BDT',
        value: order.total,
        content_type: 'product',
        content_ids: [`${kurti.id}-${medium.id}`, String(honey.id)],
        contents: [
          { id: `${kurti.id}-${medium.id}`, quantity: 1, item_price: 1000 },
          { id: String(honey.id), quantity: 2, item_price: 450 },
        ],
        num_items: 3,
        order_id: order.code,
      },
    });
    const request = meta.received.find((received) => JSON.stringify(received.json).includes(order.code))!;
    expect(request.json).toMatchObject({ access_token: TOKEN, test_event_code: 'TEST4242' });
    const state = await ctx.request<MetaConversions>('GET', PATH, { token: admin });
    expect(state.body.data).toMatchObject({ last_error: null, last_sent_at: expect.any(String) });
  });

  it('is not sent for an order placed elsewhere, or by a shop without a token or a pixel', async () => {
    const { target, honey } = await ownShop('quiet.test');
    const { token: admin } = await createOwner(ctx, { shop: target.shop });
    const before = meta.received.length;
    // No token yet.
    expect((await orderFrom('https://quiet.test', orderBody(target, [[honey, 1]]))).status).toBe(201);
    await setToken(admin, TOKEN);
    // The market host, another shop's domain, a forged origin and none at all.
    for (const origin of [
      'http://haat.localhost',
      'https://kurti-ghor.test',
      'https://quiet.test.evil.example',
      null,
    ]) {
      expect((await orderFrom(origin, orderBody(target, [[honey, 1]]))).status).toBe(201);
    }
    // The pixel removed.
    await ctx.db
      .update(shops)
      .set({ settings: sql`${shops.settings} - 'pixel_id'` })
      .where(eq(shops.id, target.shop.id));
    expect((await orderFrom('https://quiet.test', orderBody(target, [[honey, 1]]))).status).toBe(201);
    await ctx.jobsSettled();
    expect(meta.received.length).toBe(before);
  });

  it('records what Meta refused, retries only what another try can fix, and gives up when the event is 7 days old', async () => {
    const { target, honey } = await ownShop('refused.test');
    const { token: admin } = await createOwner(ctx, { shop: target.shop });
    await setToken(admin, 'EAAGrevokedToken0123456789abc');
    const placed = await orderFrom('https://refused.test', orderBody(target, [[honey, 1]]));
    await ctx.jobsSettled();
    const refused = await ctx.request<MetaConversions>('GET', PATH, { token: admin });
    expect(refused.body.data.last_error).toBe('auth_failed');

    await setToken(admin, TOKEN);
    const deps = {
      db: ctx.db,
      config: ctx.config,
      logger: ctx.deps.logger,
      secretBox: () => createSecretBox(ctx.config),
    };
    const data = {
      shopId: target.shop.id,
      orderId: placed.body.data.id,
      sourceUrl: 'https://refused.test/',
      clientAddress: '203.0.113.9',
      userAgent: BROWSER,
    };
    meta.transientNext();
    await expect(sendPurchaseEvent(deps, data)).rejects.toMatchObject({ reason: 'unavailable', retryable: true });
    const count = meta.received.length;
    const weekLater = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    await expect(sendPurchaseEvent({ ...deps, now: weekLater }, data)).resolves.toBeUndefined();
    expect(meta.received.length).toBe(count);
    expect((await ctx.request<MetaConversions>('GET', PATH, { token: admin })).body.data.last_error).toBe('too_old');

    await sendPurchaseEvent(deps, data);
    expect(meta.events.some((event) => event['event_id'] === `purchase-${placed.body.data.code}`)).toBe(true);
  });
});
