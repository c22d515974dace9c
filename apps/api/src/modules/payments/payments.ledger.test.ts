import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createOrderingShop, orderBody, placeTestOrder } from '../../../test/order-fixtures.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';
import { orders, payments } from '../../platform/db/schema.ts';
import { HttpError } from '../../platform/http/errors.ts';
import {
  attemptsOf,
  findAttemptByGatewayId,
  recordRefund,
  setGatewayPaymentId,
  settleAttempt,
  startAttempt,
} from './payments.ledger.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
});
afterAll(async () => {
  await ctx?.close();
});

/** A placed order of ৳500 + ৳120 delivery whose rules asked the delivery charge in advance, due in 30 minutes. */
async function orderWithAdvance() {
  const shop = await createOrderingShop(ctx, { charge: 120, products: [{ selling_price: 500 }] });
  const placed = await placeTestOrder(ctx, orderBody(shop, [[shop.products[0]!, 1]]));
  const dueBy = new Date(Date.now() + 30 * 60_000);
  const [order] = await ctx.db
    .update(orders)
    .set({ advancePaisa: 12_000, paymentDueBy: dueBy })
    .where(eq(orders.id, placed.id))
    .returning();
  return { shop: shop.shop, order: order! };
}

async function orderRow(id: number) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('payments ledger', () => {
  it('starts a pending attempt, settles it paid once, and a second settle changes nothing', async () => {
    const { shop, order } = await orderWithAdvance();
    const started = await startAttempt(ctx.db, {
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash',
      amountPaisa: 12_000,
      gatewayPaymentId: 'TR0011ABC',
    });
    expect(started.payment).toMatchObject({ status: 'pending', amountPaisa: 12_000 });
    expect(started.order.paymentStatus).toBe('pending');
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');

    const paid = await settleAttempt(ctx.db, {
      shopId: shop.id,
      paymentId: started.payment.id,
      outcome: 'paid',
      transactionId: '9BG4R2D8KT',
      details: { executed: true },
    });
    expect(paid.alreadySettled).toBe(false);
    expect(paid.payment).toMatchObject({ status: 'paid', transactionId: '9BG4R2D8KT', details: { executed: true } });
    const afterPaid = await orderRow(order.id);
    expect(afterPaid).toMatchObject({ paidPaisa: 12_000, paymentStatus: 'partly_paid', paymentDueBy: null });

    const again = await settleAttempt(ctx.db, {
      shopId: shop.id,
      paymentId: started.payment.id,
      outcome: 'paid',
      amountPaisa: 12_000,
    });
    expect(again.alreadySettled).toBe(true);
    // A late failure after the payment (a replayed cancel callback) changes nothing either.
    const late = await settleAttempt(ctx.db, { shopId: shop.id, paymentId: started.payment.id, outcome: 'failed' });
    expect(late.alreadySettled).toBe(true);
    expect(await orderRow(order.id)).toMatchObject({ paidPaisa: 12_000, paymentStatus: 'partly_paid' });
    expect((await attemptsOf(ctx.db, shop.id, order.id)).map((row) => row.status)).toEqual(['paid']);
  });

  it('pays once when two settles of the same attempt race', async () => {
    const { shop, order } = await orderWithAdvance();
    const { payment } = await startAttempt(ctx.db, {
      shopId: shop.id,
      orderId: order.id,
      method: 'sslcommerz',
      amountPaisa: 12_000,
      gatewayPaymentId: 'SESSION-RACE',
    });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        settleAttempt(ctx.db, { shopId: shop.id, paymentId: payment.id, outcome: 'paid', transactionId: 'BANK1' }),
      ),
    );
    expect(results.filter((result) => !result.alreadySettled)).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ paidPaisa: 12_000, paymentStatus: 'partly_paid' });
  });

  it('records what the gateway says was paid: ৳1 of a ৳120 advance leaves the advance due', async () => {
    const { shop, order } = await orderWithAdvance();
    const { payment } = await startAttempt(ctx.db, {
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash',
      amountPaisa: 12_000,
      gatewayPaymentId: 'TR-ONE-TAKA',
    });
    await settleAttempt(ctx.db, { shopId: shop.id, paymentId: payment.id, outcome: 'paid', amountPaisa: 100 });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paidPaisa: 100, paymentStatus: 'partly_paid' });
    expect(row.paymentDueBy).not.toBeNull();
  });

  it('refuses a refund above what is left of the payment and changes nothing', async () => {
    const { shop, order } = await orderWithAdvance();
    const { payment } = await startAttempt(ctx.db, {
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash',
      amountPaisa: 12_000,
      gatewayPaymentId: 'TR-REFUND',
    });
    const pending = await refusal(recordRefund(ctx.db, { shopId: shop.id, paymentId: payment.id, amountPaisa: 1 }));
    expect(pending.status).toBe(422);
    await settleAttempt(ctx.db, { shopId: shop.id, paymentId: payment.id, outcome: 'paid' });

    const above = await refusal(recordRefund(ctx.db, { shopId: shop.id, paymentId: payment.id, amountPaisa: 12_001 }));
    expect(above.status).toBe(422);
    expect(above.errors).toEqual({ amount: ['validation.refund_above_paid'] });
    expect(await orderRow(order.id)).toMatchObject({ paidPaisa: 12_000 });

    const part = await recordRefund(ctx.db, { shopId: shop.id, paymentId: payment.id, amountPaisa: 2_000 });
    expect(part.order).toMatchObject({ paidPaisa: 10_000, paymentStatus: 'partly_paid' });
    const rest = await refusal(recordRefund(ctx.db, { shopId: shop.id, paymentId: payment.id, amountPaisa: 10_001 }));
    expect(rest.status).toBe(422);
    const all = await recordRefund(ctx.db, { shopId: shop.id, paymentId: payment.id, amountPaisa: 10_000 });
    expect(all.order).toMatchObject({ paidPaisa: 0, paymentStatus: 'refunded' });
    expect(await orderRow(order.id)).toMatchObject({ paidPaisa: 0, paymentStatus: 'refunded' });
  });

  it("does not find another shop's payment or order, and leaves them as they were", async () => {
    const mine = await orderWithAdvance();
    const theirs = await orderWithAdvance();
    const { payment } = await startAttempt(ctx.db, {
      shopId: theirs.shop.id,
      orderId: theirs.order.id,
      method: 'bkash',
      amountPaisa: 12_000,
      gatewayPaymentId: 'TR-THEIRS',
    });
    const settle = await refusal(
      settleAttempt(ctx.db, { shopId: mine.shop.id, paymentId: payment.id, outcome: 'paid' }),
    );
    expect(settle.status).toBe(404);
    const refund = await refusal(recordRefund(ctx.db, { shopId: mine.shop.id, paymentId: payment.id, amountPaisa: 1 }));
    expect(refund.status).toBe(404);
    const start = await refusal(
      startAttempt(ctx.db, { shopId: mine.shop.id, orderId: theirs.order.id, method: 'bkash', amountPaisa: 12_000 }),
    );
    expect(start.status).toBe(404);
    expect(
      await findAttemptByGatewayId(ctx.db, { shopId: mine.shop.id, method: 'bkash', gatewayPaymentId: 'TR-THEIRS' }),
    ).toBeNull();
    expect(
      await findAttemptByGatewayId(ctx.db, { shopId: theirs.shop.id, method: 'bkash', gatewayPaymentId: 'TR-THEIRS' }),
    ).toMatchObject({ id: payment.id });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('pending');
  });

  it('refuses a gateway id or a transaction id used before', async () => {
    const { shop, order } = await orderWithAdvance();
    await startAttempt(ctx.db, {
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash',
      amountPaisa: 12_000,
      gatewayPaymentId: 'TR-DUP',
    });
    const duplicate = await refusal(
      startAttempt(ctx.db, {
        shopId: shop.id,
        orderId: order.id,
        method: 'bkash',
        amountPaisa: 12_000,
        gatewayPaymentId: 'TR-DUP',
      }),
    );
    expect(duplicate.status).toBe(409);
    // Started before the gateway answered, then given the gateway's id: the same id is refused there too.
    const early = await startAttempt(ctx.db, {
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash',
      amountPaisa: 12_000,
    });
    const named = await refusal(
      setGatewayPaymentId(ctx.db, { shopId: shop.id, paymentId: early.payment.id, gatewayPaymentId: 'TR-DUP' }),
    );
    expect(named.status).toBe(409);
    expect(
      await setGatewayPaymentId(ctx.db, { shopId: shop.id, paymentId: early.payment.id, gatewayPaymentId: 'TR-NEW' }),
    ).toMatchObject({ gatewayPaymentId: 'TR-NEW' });

    const sent = await startAttempt(ctx.db, {
      shopId: shop.id,
      orderId: order.id,
      method: 'bkash_personal',
      amountPaisa: 12_000,
      transactionId: 'TRXUSED01',
      sender: '01711000001',
    });
    expect(sent.payment.status).toBe('to_verify');
    const reused = await refusal(
      startAttempt(ctx.db, {
        shopId: shop.id,
        orderId: order.id,
        method: 'bkash_personal',
        amountPaisa: 12_000,
        transactionId: 'TRXUSED01',
      }),
    );
    expect(reused.status).toBe(409);
    expect(reused.errors).toEqual({ transaction_id: ['validation.transaction_id_used'] });
    expect(await attemptsOf(ctx.db, shop.id, order.id)).toHaveLength(3);
  });

  it('refuses an attempt on a cancelled order', async () => {
    const { shop, order } = await orderWithAdvance();
    await ctx.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.id));
    const closed = await refusal(
      startAttempt(ctx.db, { shopId: shop.id, orderId: order.id, method: 'bkash', amountPaisa: 12_000 }),
    );
    expect(closed.status).toBe(409);
  });
});
