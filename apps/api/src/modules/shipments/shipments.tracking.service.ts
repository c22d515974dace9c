/**
 * What couriers report about booked parcels, from their webhooks or from the poll: the shipment keeps the
 * courier's word and charge, and the order moves forward through the ordinary status changes
 * (order-lifecycle.ts) to what `orderStatusFor` says, one legal step at a time; never backwards.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { stepsTo } from '@haat/domain/order-status';
import type { CourierName } from '@haat/domain/couriers';
import { courierWebhookEvents, orders, shipments } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import type { Config } from '../../platform/config/env.ts';
import { orderStatusFor, type ParcelState, type ParcelUpdate } from '../../integrations/couriers/courier.ts';
import { createCourier } from '../../integrations/couriers/create-courier.ts';
import { mapLimited } from '../../integrations/couriers/map-limited.ts';
import { errorFields, type Logger } from '../../platform/observability/logger.ts';
import { changeStatusIn } from '../orders/order-lifecycle.ts';
import { openAccount } from './courier-accounts.service.ts';
import { storedError } from './shipments.serializers.ts';
import type { OrderSmsDeps } from '../sms/order-sms.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';

export type ApplyOutcome = 'applied' | 'unknown_parcel' | 'replayed';

/** Applies a courier's report to the shop's booked shipment with that consignment id. */
export async function applyParcelState(
  tx: Database,
  shopId: number,
  courier: CourierName,
  state: ParcelState,
  sms: OrderSmsDeps | null,
): Promise<ApplyOutcome> {
  const [shipment] = await tx
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.shopId, shopId),
        eq(shipments.courier, courier),
        eq(shipments.consignmentId, state.consignmentId),
        eq(shipments.state, 'booked'),
      ),
    )
    .for('update');
  if (!shipment) return 'unknown_parcel';
  await tx
    .update(shipments)
    .set({
      // An event that says nothing about where the parcel is (a tracking message) keeps the last status.
      ...(state.status === 'unknown' && shipment.courierStatus
        ? {}
        : { courierStatus: state.courierStatus.slice(0, 100) }),
      ...(state.deliveryCharge === undefined ? {} : { deliveryChargePaisa: state.deliveryCharge }),
      lastCheckedAt: new Date(),
    })
    .where(eq(shipments.id, shipment.id));

  const target = orderStatusFor(state.status);
  if (!target) return 'applied';
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, shipment.orderId))
    .for('update');
  for (const step of stepsTo(order?.status ?? '', target) ?? []) {
    await changeStatusIn(tx, shopId, shipment.orderId, step, {
      note: `${courier}: ${state.courierStatus}`.slice(0, 200),
      sms,
    });
  }
  return 'applied';
}

/** A webhook call's key: the same body for the same shop is the same event (a replay). */
export function webhookEventKey(shopId: number, raw: unknown): string {
  return `${shopId}:${createHash('sha256')
    .update(JSON.stringify(raw) ?? '')
    .digest('hex')}`;
}

/** A verified webhook's update, applied once: a replayed call (same shop, same body) changes nothing. */
export async function applyWebhookUpdate(
  db: Database,
  shopId: number,
  courier: CourierName,
  update: ParcelUpdate,
  sms: OrderSmsDeps | null,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(courierWebhookEvents)
      .values({ courier, eventKey: webhookEventKey(shopId, update.raw) })
      .onConflictDoNothing()
      .returning({ key: courierWebhookEvents.eventKey });
    if (inserted.length === 0) return 'replayed';
    return applyParcelState(tx, shopId, courier, update, sms);
  });
}

/** Shipments asked about per poll run, at most. */
export const POLL_BATCH = 100;
/** A booking still `booking` this long was interrupted (a process died mid-job). */
const STALE_BOOKING_MINUTES = 30;

/**
 * `couriers.poll`: asks the couriers about booked parcels of orders still on their way (processing or
 * shipped) that no webhook or poll has reported for `pollMinutes`, the longest unheard first; and fails
 * bookings left half-done, for the owner to check the courier's panel and book again.
 */
export async function pollShipments(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  jobs: JobQueue;
}): Promise<{ asked: number; failed: number }> {
  const { db, config, logger } = deps;
  const staleBefore = new Date(Date.now() - STALE_BOOKING_MINUTES * 60_000);
  await db
    .update(shipments)
    .set({
      state: 'failed',
      error: storedError(
        'courier.timeout',
        'The booking was interrupted: check the courier panel before booking again',
      ),
    })
    .where(and(eq(shipments.state, 'booking'), lt(shipments.updatedAt, staleBefore)));

  const unheardBefore = new Date(Date.now() - config.couriers.pollMinutes * 60_000);
  const due = await db
    .select({
      id: shipments.id,
      shopId: shipments.shopId,
      courier: shipments.courier,
      consignmentId: shipments.consignmentId,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.state, 'booked'),
        inArray(orders.status, ['processing', 'shipped']),
        lt(sql`coalesce(${shipments.lastCheckedAt}, ${shipments.bookedAt}, ${shipments.createdAt})`, unheardBefore),
      ),
    )
    .orderBy(asc(sql`coalesce(${shipments.lastCheckedAt}, ${shipments.bookedAt}, ${shipments.createdAt})`))
    .limit(POLL_BATCH);

  const groups = new Map<string, typeof due>();
  for (const row of due) {
    const key = `${row.shopId}:${row.courier}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let failed = 0;
  for (const group of groups.values()) {
    const { shopId, courier } = group[0]!;
    const name = courier as CourierName;
    const credentials = await openAccount(db, config, shopId, name).catch(() => undefined);
    // Asked again next period either way: an account gone or unreadable must not hold the batch.
    const touch = (ids: number[]) =>
      db.update(shipments).set({ lastCheckedAt: new Date() }).where(inArray(shipments.id, ids));
    if (!credentials) {
      await touch(group.map((row) => row.id));
      continue;
    }
    const adapter = createCourier(credentials, config);
    await mapLimited(group, 2, async (row) => {
      try {
        const state = await adapter.status({ consignmentId: row.consignmentId! });
        await db.transaction((tx) => applyParcelState(tx, shopId, name, state, { jobs: deps.jobs, config }));
      } catch (error) {
        failed += 1;
        await touch([row.id]);
        logger.warn('courier status poll failed', {
          shop_id: shopId,
          courier,
          shipment_id: row.id,
          ...errorFields(error),
        });
      }
    });
  }
  return { asked: due.length, failed };
}
