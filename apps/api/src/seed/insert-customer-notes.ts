/**
 * What an owner adds about customers (issue 32), so the demo's customer list shows it: a note and tags on
 * a registered customer who bought, and a guest number blocked (one with a return, when there is one).
 */
import type { Database } from '../platform/db/types.ts';
import { shopCustomers } from '../platform/db/schema.ts';
import type { InsertedOrder } from './insert-orders.ts';

export async function insertCustomerNotes(tx: Database, shopId: number, orders: readonly InsertedOrder[], now: Date) {
  const byCustomer = orders.filter(({ order }) => order.customerId !== null);
  // A registered buyer other than the demo customer (the first account the storefront demo signs in with).
  const regular = byCustomer.find(({ order }) => byCustomer[0]!.order.mobile !== order.mobile) ?? byCustomer[0];
  const guests = orders.filter(({ order }) => order.customerId === null);
  const blocked = guests.find(({ order }) => order.status === 'returned') ?? guests.at(-1);
  const rows: (typeof shopCustomers.$inferInsert)[] = [];
  if (regular) {
    rows.push({
      shopId,
      mobile: regular.order.mobile,
      note: 'সন্ধ্যা ৬টার পর ফোন করবেন। নিয়মিত ক্রেতা।',
      tags: ['নিয়মিত', 'VIP'],
    });
  }
  if (blocked && blocked.order.mobile !== regular?.order.mobile) {
    rows.push({
      shopId,
      mobile: blocked.order.mobile,
      note: 'পার্সেল ফেরত দিয়েছেন, ফোন ধরেন না।',
      tags: ['ফেরত'],
      blockedAt: now,
    });
  }
  if (rows.length > 0) await tx.insert(shopCustomers).values(rows);
  return rows.length;
}
