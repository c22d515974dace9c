import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSchema, messageThreadSchema, type Message, type MessageThread } from '@haat/domain/schemas';
import { messages } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createCustomer, createShop } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { CUSTOMER_NOT_FOUND } from './messages.admin.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 4, minutes));

async function write(shop: ShopRow, customerId: number, sender: 'customer' | 'shop', body: string, minutes: number) {
  const [row] = await ctx.db
    .insert(messages)
    .values({ shopId: shop.id, customerId, sender, body, createdAt: at(minutes) })
    .returning();
  return row!;
}

describe('GET /api/admin/v3/messages', () => {
  it('lists one thread per customer, latest first, with the last message and unread count', async () => {
    const admin = await signedInOwner(ctx);
    const { customer: rahim } = await createCustomer(ctx, { shop: admin.shop, name: 'Rahim' });
    const { customer: karima } = await createCustomer(ctx, { shop: admin.shop, name: 'Karima' });
    await createCustomer(ctx, { shop: admin.shop, name: 'Silent' });
    await write(admin.shop, rahim.id, 'customer', 'Is the rice in stock?', 1);
    await write(admin.shop, rahim.id, 'customer', 'Hello?', 2);
    const lastToRahim = await write(admin.shop, rahim.id, 'shop', 'Yes, 20 bags', 5);
    await write(admin.shop, karima.id, 'customer', 'Where is my order?', 3);
    const other = await createShop(ctx);
    const { customer: stranger } = await createCustomer(ctx, { shop: other });
    await write(other, stranger.id, 'customer', 'Not for you', 9);

    const res = await admin.call<MessageThread[]>('GET', '/messages');
    expect(res.status).toBe(200);
    const threads = v.parse(v.array(messageThreadSchema), res.body.data);
    expect(threads).toEqual([
      {
        customer: { id: rahim.id, name: 'Rahim', mobile: rahim.mobile },
        last_message: {
          id: lastToRahim.id,
          customer_id: rahim.id,
          sender: 'shop',
          body: 'Yes, 20 bags',
          read_at: null,
          created_at: at(5).toISOString(),
        },
        unread_count: 2,
      },
      {
        customer: { id: karima.id, name: 'Karima', mobile: karima.mobile },
        last_message: expect.objectContaining({ body: 'Where is my order?', sender: 'customer' }),
        unread_count: 1,
      },
    ]);
  });

  it('is an empty list for a shop without messages, 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    expect((await admin.call('GET', '/messages')).body.data).toEqual([]);
    expect((await ctx.request('GET', '/api/admin/v3/messages')).status).toBe(401);
    expect((await admin.call('GET', '/messages', { query: { shop_id: (await createShop(ctx)).id } })).status).toBe(403);
  });
});

describe('GET and POST /api/admin/v3/messages/:customer_id', () => {
  it("answers the thread oldest first and marks the customer's messages read", async () => {
    const admin = await signedInOwner(ctx);
    const { customer } = await createCustomer(ctx, { shop: admin.shop });
    const first = await write(admin.shop, customer.id, 'customer', 'Hi', 1);
    const reply = await write(admin.shop, customer.id, 'shop', 'Hello!', 2);
    await write(admin.shop, customer.id, 'customer', 'Price of hilsa?', 3);

    const res = await admin.call<Message[]>('GET', `/messages/${customer.id}`);
    expect(res.status).toBe(200);
    const thread = v.parse(v.array(messageSchema), res.body.data);
    expect(thread.map((message) => message.body)).toEqual(['Hi', 'Hello!', 'Price of hilsa?']);
    expect(thread[0]).toMatchObject({ id: first.id, sender: 'customer', read_at: expect.any(String) });
    expect(thread[1]).toMatchObject({ id: reply.id, sender: 'shop', read_at: null });

    const unread = await ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.customerId, customer.id), eq(messages.sender, 'customer'), isNull(messages.readAt)));
    expect(unread).toEqual([]);
    expect((await admin.call<MessageThread[]>('GET', '/messages')).body.data[0]!.unread_count).toBe(0);
  });

  it('sends a message from the shop', async () => {
    const admin = await signedInOwner(ctx);
    const { customer, token } = await createCustomer(ctx, { shop: admin.shop });
    const res = await admin.call<Message>('POST', `/messages/${customer.id}`, {
      body: { body: '  আপনার অর্ডার পাঠানো হয়েছে  ' },
    });
    expect(res.status).toBe(201);
    expect(v.parse(messageSchema, res.body.data)).toMatchObject({
      customer_id: customer.id,
      sender: 'shop',
      body: 'আপনার অর্ডার পাঠানো হয়েছে',
      read_at: null,
    });

    const seenByCustomer = await ctx.request<Message[]>('GET', '/api/shop/customer/messages', {
      token,
      query: { shop_id: admin.shop.id },
    });
    expect(seenByCustomer.body.data.map((message) => message.body)).toEqual(['আপনার অর্ডার পাঠানো হয়েছে']);
  });

  it('is 422 for an empty or too long message or a malformed id', async () => {
    const admin = await signedInOwner(ctx);
    const { customer } = await createCustomer(ctx, { shop: admin.shop });
    expect((await admin.call('POST', `/messages/${customer.id}`, { body: { body: '   ' } })).body.errors).toEqual({
      body: ['validation.required'],
    });
    expect(
      (await admin.call('POST', `/messages/${customer.id}`, { body: { body: 'x'.repeat(2001) } })).body.errors,
    ).toEqual({
      body: ['validation.max_length'],
    });
    const bad = await admin.call('GET', '/messages/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ customer_id: ['validation.invalid_number'] });
  });

  it("is 404 for another shop's customer, whose thread stays unread and untouched", async () => {
    const admin = await signedInOwner(ctx);
    const other = await createShop(ctx);
    const { customer } = await createCustomer(ctx, { shop: other });
    await write(other, customer.id, 'customer', 'Private', 1);

    const read = await admin.call('GET', `/messages/${customer.id}`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe(CUSTOMER_NOT_FOUND);
    expect((await admin.call('POST', `/messages/${customer.id}`, { body: { body: 'Hi' } })).status).toBe(404);
    const rows = await ctx.db.select().from(messages).where(eq(messages.customerId, customer.id));
    expect(rows).toEqual([expect.objectContaining({ body: 'Private', readAt: null })]);
  });

  it('is 401 without a token and 403 for another shop', async () => {
    const admin = await signedInOwner(ctx);
    const { customer } = await createCustomer(ctx, { shop: admin.shop });
    expect((await ctx.request('POST', `/api/admin/v3/messages/${customer.id}`, { body: { body: 'x' } })).status).toBe(
      401,
    );
    const other = await createShop(ctx);
    expect((await admin.call('GET', `/messages/${customer.id}`, { query: { shop_id: other.id } })).status).toBe(403);
  });
});
