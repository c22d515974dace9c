/**
 * Order status changes (docs/product/http-contract.md "Order lifecycle"), for the admin's `PATCH /orders/{id}/status`.
 * One transaction: the order row is locked, the change is checked with @haat/domain's
 * canTransition (an illegal one is 409), a history row is written, and cancelling gives the stock
 * back, as does a return when the owner says so (@haat/domain's doesRestock; per variant, products locked in
 * ascending id order, like placing). The history row records whether the change restocked.
 * Every change queues its SMS here, last (modules/sms/order-sms.service.ts).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { canTransition, doesRestock } from '@haat/domain/order-status';
import type { Database } from '../../platform/db/types.ts';
import { orderItems, orders, orderStatusHistory } from '../../platform/db/schema.ts';
import { conflict, HttpError, notFound } from '../../platform/http/errors.ts';
import type { OrderRows } from './orders.serializers.ts';
import { ORDER_NOT_FOUND, withDetails } from './order-queries.ts';
import { queueOrderSms, type OrderSmsDeps } from '../sms/order-sms.service.ts';

export interface ChangeStatusOptions {
  /** Shown with the status in the order's history. */
  note?: string | null;
  /** The owner's answer to "do the items go back into stock?" for a return; a cancel always restocks. */
  restock?: boolean | undefined;
  /** Refuse (409) to confirm an order the shop's rules held for a call (bulk changes: call first). */
  refuseHeld?: boolean;
  /** Where the change's SMS to the customer is queued (order-sms.service.ts); null: none (tests, scripts). */
  sms: OrderSmsDeps | null;
}

export const HELD_FOR_CALL = 'This order is held for a call: call the customer, then confirm it on its own';

export function illegalTransitionMessage(from: string, to: string): string {
  return `An order that is ${from} cannot be changed to ${to}`;
}

/**
 * Gives an order's units back to its variants that still exist (a removed variant or product has nothing to
 * restock): the products are locked first in ascending id order, as placing an order locks them, then the
 * variants take their units back and each product's total and sold count follow.
 */
async function restock(tx: Database, shopId: number, orderId: number): Promise<void> {
  const lines = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)));
  if (lines.length === 0) return;
  const values = lines.map((line) => sql`(${line.variantId}::integer, ${line.quantity}::integer)`);
  await tx.execute(sql`
    with back (id, quantity) as (values ${sql.join(values, sql`, `)}),
    locked as materialized (
      select products.id from products
       where products.shop_id = ${shopId}
         and products.id in (select product_id from product_variants where id in (select id from back))
       order by products.id for no key update
    ), returned as (
      update product_variants
         set stock = product_variants.stock + units.quantity, updated_at = now()
        from (select id, sum(quantity)::integer as quantity from back group by id) as units
       where product_variants.id = units.id and product_variants.product_id in (select id from locked)
      returning product_variants.product_id, product_variants.enabled, units.quantity
    )
    update products
       set stock = products.stock + units.enabled_quantity,
           sold_count = greatest(products.sold_count - units.quantity, 0),
           updated_at = now()
      from (
        select product_id, sum(quantity)::integer as quantity,
               coalesce(sum(quantity) filter (where enabled), 0)::integer as enabled_quantity
          from returned group by product_id
      ) as units
     where products.id = units.product_id`);
}

/** The 409 of a held order in a bulk confirmation. */
export class HeldForCallError extends HttpError {
  constructor() {
    super(409, HELD_FOR_CALL);
  }
}

/**
 * Moves the shop's order `orderId` to `to`. 404 for an unknown order or another shop's; 409 for a
 * change the lifecycle does not allow (including to the status it already has).
 */
export async function changeStatus(
  db: Database,
  shopId: number,
  orderId: number,
  to: string,
  options: ChangeStatusOptions,
): Promise<OrderRows> {
  return db.transaction((tx) => changeStatusIn(tx, shopId, orderId, to, options));
}

/** The same change inside the caller's transaction (a courier's report may take an order through several). */
export async function changeStatusIn(
  tx: Database,
  shopId: number,
  orderId: number,
  to: string,
  options: ChangeStatusOptions,
): Promise<OrderRows> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
    .for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!canTransition(order.status, to)) throw conflict(illegalTransitionMessage(order.status, to));
  if (options.refuseHeld && order.heldForCall && to === 'accepted') throw new HeldForCallError();

  const restocked = doesRestock(order.status, to, { restock: options.restock });
  const [updated] = await tx.update(orders).set({ status: to }).where(eq(orders.id, order.id)).returning();
  await tx
    .insert(orderStatusHistory)
    .values({ shopId, orderId: order.id, status: to, note: options.note ?? null, restocked });
  if (restocked) await restock(tx, shopId, order.id);
  if (options.sms) await queueOrderSms(tx, options.sms, updated!, to, options.note ?? null);
  // Money paid through a gateway goes back through it (modules/payment-gateways, the `payments.refund` job).
  if (to === 'canceled' && order.paidPaisa > 0 && options.sms)
    await options.sms.jobs.enqueue(tx, 'payments.refund', { shopId, orderId: order.id });

  const [rows] = await withDetails(tx, [updated!]);
  return rows!;
}
