import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, messageSchema, type Message } from '@haat/domain/schemas';
import { messages } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createCustomer, createShop } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { THREAD_LIMIT } from '@haat/domain/schemas';

let ctx: TestContext;
let shop: ShopRow;
beforeAll(async () => {
  ctx = await createTestContext();
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const PATH = '/api/shop/customer/messages';
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));

async function shopWrites(customerId: number, body: string, minute: number, readAt: Date | null = null) {
  const [row] = await ctx.db
    .insert(messages)
    .values({ shopId: shop.id, customerId, sender: 'shop', body, createdAt: at(minute), readAt })
    .returning();
  return row!;
}

describe('customer messages', () => {
  it('sends a message to the shop (201) and answers it', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const res = await ctx.request<Message>('POST', PATH, { token, body: { body: '  Is the mango in stock? ' } });
    expect(res.status).toBe(201);
    expect(v.parse(messageSchema, res.body.data)).toEqual({
      id: expect.any(Number),
      customer_id: customer.id,
      sender: 'customer',
      body: 'Is the mango in stock?',
      read_at: null,
      created_at: expect.any(String),
    });
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, res.body.data.id));
    expect(row).toMatchObject({ shopId: shop.id, customerId: customer.id, sender: 'customer' });
  });

  it('lists the thread oldest first and marks the shop’s messages read', async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const other = await createCustomer(ctx, { shop });
    const earlier = new Date(Date.UTC(2026, 2, 1, 9));
    await shopWrites(customer.id, 'Welcome!', 1, earlier);
    await ctx.db
      .insert(messages)
      .values({ shopId: shop.id, customerId: customer.id, sender: 'customer', body: 'Hi', createdAt: at(2) });
    const unread = await shopWrites(customer.id, 'Yes, we have it', 3);
    await shopWrites(other.customer.id, 'Not for you', 4);

    const before = Date.now();
    const res = await ctx.request<Message[]>('GET', PATH, { token });
    expect(res.status).toBe(200);
    const thread = v.parse(v.array(messageSchema), res.body.data);
    expect(thread.map((message) => [message.sender, message.body])).toEqual([
      ['shop', 'Welcome!'],
      ['customer', 'Hi'],
      ['shop', 'Yes, we have it'],
    ]);
    expect(thread[0]!.read_at).toBe(earlier.toISOString());
    expect(thread[1]!.read_at).toBeNull();
    expect(Date.parse(thread[2]!.read_at!)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await ctx.db.select().from(messages).where(eq(messages.id, unread.id));
    expect(row!.readAt).toBeInstanceOf(Date);
    // The other customer's message stays unread.
    const [foreign] = await ctx.db.select().from(messages).where(eq(messages.customerId, other.customer.id));
    expect(foreign!.readAt).toBeNull();
  });

  it(`answers the latest ${THREAD_LIMIT} messages of a long thread`, async () => {
    const { customer, token } = await createCustomer(ctx, { shop });
    const rows = Array.from({ length: THREAD_LIMIT + 5 }, (_, i) => ({
      shopId: shop.id,
      customerId: customer.id,
      sender: 'customer',
      body: `message ${i}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
    }));
    await ctx.db.insert(messages).values(rows);
    const thread = (await ctx.request<Message[]>('GET', PATH, { token })).body.data;
    expect(thread).toHaveLength(THREAD_LIMIT);
    expect(thread[0]!.body).toBe('message 5');
    expect(thread.at(-1)!.body).toBe(`message ${THREAD_LIMIT + 4}`);
  });

  it('is 422 for an empty or too long body', async () => {
    const { token } = await createCustomer(ctx, { shop });
    const empty = await ctx.request('POST', PATH, { token, body: { body: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ body: ['validation.required'] });
    const long = await ctx.request('POST', PATH, { token, body: { body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) } });
    expect(long.body.errors).toEqual({ body: ['validation.max_length'] });
    expect((await ctx.request('POST', PATH, { token, body: { body: 42 } })).body.errors).toEqual({
      body: ['validation.invalid_format'],
    });
  });
});
