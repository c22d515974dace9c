/**
 * The demo's advance payments (issue 30, decision 231): the first demo shop (Rongdhonu) asks new and high-risk numbers
 * for the delivery charge in advance and takes it on its personal bKash number; one of its accepted orders has a
 * sent-money code the owner verified (paid), one of its new orders a code waiting to be verified. Written as the
 * payments ledger would leave them: the order's paid amount and payment status follow from its attempts.
 */
import { eq } from 'drizzle-orm';
import { netPaidPaisa, orderPaymentStatus, type PaymentRules } from '@haat/domain/advance-payment';
import type { Database } from '../platform/db/types.ts';
import { orders, payments, shops } from '../platform/db/schema.ts';
import type { InsertedOrder } from './insert-orders.ts';

/** Rongdhonu's personal bKash number, where the demo's shoppers send the delivery charge. */
export const DEMO_BKASH_PERSONAL = '01911000001';

export const DEMO_PAYMENT_RULES: PaymentRules = {
  mode: 'delivery_charge',
  percent: 10,
  applies: 'risky',
  above_amount: 0,
  expiry_minutes: 30,
  refund_terms:
    'অর্ডার বাতিল হলে বা পণ্য না পাঠাতে পারলে অগ্রিম টাকা ৭ দিনের মধ্যে একই বিকাশ নম্বরে ফেরত দেওয়া হবে। পণ্য হাতে পেয়ে ফেরত দিলে ডেলিভারি চার্জ ফেরতযোগ্য নয়।',
  personal_numbers: { bkash_personal: DEMO_BKASH_PERSONAL, nagad_personal: null, rocket_personal: null },
};

const MINUTE = 60_000;

export async function insertDemoPayments(tx: Database, shopId: number, inserted: InsertedOrder[]): Promise<number> {
  const [shop] = await tx.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId));
  await tx
    .update(shops)
    .set({ settings: { ...shop!.settings, payments: DEMO_PAYMENT_RULES } })
    .where(eq(shops.id, shopId));

  const verified = inserted.find(({ order }) => order.status === 'accepted');
  const waiting = inserted.find(({ order }) => order.status === 'pending' && order.customerId === null);
  let count = 0;
  for (const [entry, status, trx, sender] of [
    [verified, 'paid', 'DEMO7K3M9Q2X', '01712345678'],
    [waiting, 'to_verify', 'DEMO8B5N1R4T', '01898765432'],
  ] as const) {
    if (!entry) continue;
    const { order } = entry;
    const advance = order.deliveryChargePaisa;
    const placedAt = order.createdAt;
    await tx.insert(payments).values({
      shopId,
      orderId: order.id,
      method: 'bkash_personal',
      amountPaisa: advance,
      status,
      transactionId: trx,
      sender,
      details: { to_number: DEMO_BKASH_PERSONAL },
      createdAt: new Date(placedAt.getTime() + 12 * MINUTE),
      updatedAt: new Date(placedAt.getTime() + (status === 'paid' ? 40 : 12) * MINUTE),
    });
    const attempts = [{ status, amountPaisa: advance, refundedPaisa: 0 }];
    const paid = netPaidPaisa(attempts);
    const [row] = await tx
      .update(orders)
      .set({
        advancePaisa: advance,
        paidPaisa: paid,
        paymentStatus: orderPaymentStatus(attempts, order.totalPaisa),
        // The order's own last change stays its last status change (the history's).
        updatedAt: order.updatedAt,
        // A code waiting keeps the order; the time it had to pay is kept for the owner to see.
        paymentDueBy:
          paid >= advance ? null : new Date(placedAt.getTime() + DEMO_PAYMENT_RULES.expiry_minutes * MINUTE),
      })
      .where(eq(orders.id, order.id))
      .returning();
    entry.order = row!;
    count += 1;
  }
  return count;
}
