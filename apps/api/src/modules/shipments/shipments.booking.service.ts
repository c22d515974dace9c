/**
 * Booking orders with a courier. The request only records the intent (a `booking` shipment per order,
 * an accepted order moved to processing: booking is not shipping) and enqueues `couriers.book`; the job
 * calls the courier and stores the consignment or the error. Shipping is the courier's to report (pickup).
 *
 * Retries (decision 72): a booking that timed out may have been made. Steadfast refuses an invoice twice
 * (`duplicate`), so its retryable failures are tried again within the job; Pathao and RedX have no such
 * guard, so theirs fail at once for the owner to check the courier's panel and book again.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dueAtDoorPaisa } from '@haat/domain/advance-payment';
import { AREA_NEEDED, isBookable, parcelAddressMax, parcelWeightGrams, type CourierName } from '@haat/domain/couriers';
import { parcelAddress } from '@haat/domain/courier-places';
import { nameWithOptions } from '@haat/domain/variants';
import type { AdminShipment, BookingResults, ParcelLocation } from '@haat/domain/schemas';
import type { OrderItemRow, OrderRow, ShipmentRow } from '../../platform/db/rows.ts';
import { courierAccounts, orderItems, orders, shipments } from '../../platform/db/schema.ts';
import type { Database } from '../../platform/db/types.ts';
import type { Config } from '../../platform/config/env.ts';
import { CourierError, type BookingOutcome, type Courier, type Parcel } from '../../integrations/couriers/courier.ts';
import { createCourier } from '../../integrations/couriers/create-courier.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import { changeStatusIn } from '../orders/order-lifecycle.ts';
import { ORDER_NOT_FOUND } from '../orders/order-queries.ts';
import { openAccount } from './courier-accounts.service.ts';
import {
  placeLists,
  rememberAreaChoice,
  resolveParcelPlace,
  type ParcelPlace,
  type PlaceLists,
} from './courier-places.service.ts';
import { serializeAdminShipment, storedError } from './shipments.serializers.ts';

export const ALREADY_BOOKED = 'This order is already booked with a courier';
export const notBookableMessage = (status: string) => `An order that is ${status} cannot be booked with a courier`;

/** Attempts of a Steadfast booking whose failure is retryable, and the pause before each retry. */
export const STEADFAST_ATTEMPTS = 3;
const RETRY_PAUSE_MS = [1_000, 3_000];

type Refusal = { status: 404 | 409; message: string };

/** Records the bookings and enqueues the job; each order is booked or refused on its own. */
export async function requestBookings(
  deps: { db: Database; jobs: JobQueue; config: Config },
  shopId: number,
  courier: CourierName,
  orderIds: readonly number[],
  location: ParcelLocation | null = null,
): Promise<{ orderId: number; shipment: ShipmentRow | null; refusal: Refusal | null }[]> {
  const { db, jobs, config } = deps;
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: courierAccounts.id })
      .from(courierAccounts)
      .where(and(eq(courierAccounts.shopId, shopId), eq(courierAccounts.courier, courier)));
    if (!account) throw invalid({ courier: ['validation.courier_not_connected'] });

    const orderRows = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shopId), inArray(orders.id, [...orderIds])))
      .orderBy(orders.id)
      .for('update');
    const byId = new Map<number, OrderRow>(orderRows.map((row) => [row.id, row]));
    const existing = new Map(
      (
        await tx
          .select()
          .from(shipments)
          .where(and(eq(shipments.shopId, shopId), inArray(shipments.orderId, [...orderIds])))
      ).map((row) => [row.orderId, row]),
    );

    const results = [];
    for (const orderId of orderIds) {
      const order = byId.get(orderId);
      const before = existing.get(orderId);
      let refusal: Refusal | null = null;
      if (!order) refusal = { status: 404, message: ORDER_NOT_FOUND };
      else if (before && before.state !== 'failed') refusal = { status: 409, message: ALREADY_BOOKED };
      else if (!isBookable(order.status)) refusal = { status: 409, message: notBookableMessage(order.status) };
      if (refusal || !order) {
        results.push({ orderId, shipment: null, refusal });
        continue;
      }
      const values = {
        courier,
        state: 'booking',
        consignmentId: null,
        trackingCode: null,
        courierStatus: null,
        // The courier collects what is left at the door: the total less what was paid in advance (issue 30), read
        // under the order's lock, which every payment change takes too.
        codAmountPaisa: dueAtDoorPaisa(order.totalPaisa, order.paidPaisa),
        deliveryChargePaisa: null,
        error: null,
        location,
        bookedAt: null,
        lastCheckedAt: null,
      };
      const [shipment] = before
        ? await tx.update(shipments).set(values).where(eq(shipments.id, before.id)).returning()
        : await tx
            .insert(shipments)
            .values({ shopId, orderId, ...values })
            .returning();
      if (location) await rememberAreaChoice(tx, shopId, courier, order, location);
      if (order.status === 'accepted') {
        await changeStatusIn(tx, shopId, orderId, 'processing', { sms: { jobs, config } });
      }
      results.push({ orderId, shipment: shipment!, refusal: null });
    }

    const shipmentIds = results.flatMap((result) => (result.shipment ? [result.shipment.id] : []));
    if (shipmentIds.length > 0) await jobs.enqueue(tx, 'couriers.book', { shopId, courier, shipmentIds });
    return results;
  });
}

/** One order: its shipment, or the refusal as an error (404, 409). */
export async function bookOne(
  deps: { db: Database; jobs: JobQueue; config: Config },
  shopId: number,
  courier: CourierName,
  orderId: number,
  location?: ParcelLocation,
): Promise<AdminShipment> {
  const [result] = await requestBookings(deps, shopId, courier, [orderId], location ?? null);
  if (result?.refusal)
    throw result.refusal.status === 404 ? notFound(result.refusal.message) : conflict(result.refusal.message);
  return serializeAdminShipment(result!.shipment!);
}

export async function bookMany(
  deps: { db: Database; jobs: JobQueue; config: Config },
  shopId: number,
  courier: CourierName,
  orderIds: readonly number[],
): Promise<BookingResults> {
  const results = await requestBookings(deps, shopId, courier, orderIds);
  return {
    results: results.map((result) => ({
      order_id: result.orderId,
      shipment: result.shipment ? serializeAdminShipment(result.shipment) : null,
      error: result.refusal?.message ?? null,
    })),
  };
}

// ---- the job -----------------------------------------------------------------------

interface BookingJob {
  shopId: number;
  courier: CourierName;
  shipmentIds: number[];
}

type ParcelItem = Pick<OrderItemRow, 'name' | 'options' | 'quantity' | 'weightGrams'>;

/**
 * A parcel for an order: the shopper's name, number and address, what the courier collects, what is inside (each
 * line with its variant, "Kurti (M / Red) ×2") and its weight when every line's variant has one.
 */
function parcelOf(order: OrderRow, shipment: ShipmentRow, items: ParcelItem[]): Parcel {
  const description = items.map((item) => `${nameWithOptions(item.name, item.options)} ×${item.quantity}`).join(', ');
  const grams = parcelWeightGrams(items.map((item) => ({ weight_grams: item.weightGrams, quantity: item.quantity })));
  const place = shipment.location;
  return {
    invoice: order.code,
    recipientName: order.name,
    recipientPhone: order.mobile,
    recipientAddress: parcelAddress(
      order.address,
      order.district,
      order.area,
      parcelAddressMax[shipment.courier as CourierName],
    ),
    codAmount: shipment.codAmountPaisa as Parcel['codAmount'],
    ...(order.note ? { note: order.note } : {}),
    ...(description ? { itemDescription: description.slice(0, 250) } : {}),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0) || 1,
    ...(grams === null ? {} : { weightKg: grams / 1000 }),
    ...(place
      ? {
          location: {
            ...(place.city_id === undefined ? {} : { cityId: place.city_id }),
            ...(place.zone_id === undefined ? {} : { zoneId: place.zone_id }),
            ...(place.area_id === undefined ? {} : { areaId: place.area_id }),
            ...(place.area_name === undefined ? {} : { areaName: place.area_name }),
          },
        }
      : {}),
  };
}

async function bookAlone(adapter: Courier, parcel: Parcel): Promise<BookingOutcome> {
  try {
    return { invoice: parcel.invoice, ok: true, booking: await adapter.book(parcel) };
  } catch (error) {
    if (error instanceof CourierError) return { invoice: parcel.invoice, ok: false, error };
    throw error;
  }
}

async function fail(db: Database, ids: number[], error: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(shipments)
    .set({ state: 'failed', error })
    .where(and(inArray(shipments.id, ids), eq(shipments.state, 'booking')));
}

/**
 * The shipment with the courier's place its parcel goes to: the owner's, or found from the order's area
 * (decision 243); null when the owner must choose (the booking fails, naming the places it could be).
 */
async function locate(
  db: Database,
  lists: PlaceLists,
  shopId: number,
  { shipment, order }: { shipment: ShipmentRow; order: OrderRow },
): Promise<ShipmentRow | null> {
  if (shipment.location !== null || lists.courier === 'steadfast') return shipment;
  let place: ParcelPlace;
  try {
    place = await resolveParcelPlace(db, lists, shopId, order);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    // Pathao finds the place from the address itself; RedX cannot book without its list.
    if (lists.courier === 'redx') {
      await fail(db, [shipment.id], storedError(error.code));
      return null;
    }
    place = { location: {} };
  }
  if (place.location === null) {
    const names = place.candidates.map((candidate) => candidate.name).join(', ');
    await fail(db, [shipment.id], storedError(AREA_NEEDED, names || undefined));
    return null;
  }
  await db.update(shipments).set({ location: place.location }).where(eq(shipments.id, shipment.id));
  return { ...shipment, location: place.location };
}

/** `couriers.book`: books the job's shipments still in `booking` and stores each outcome. */
export async function runBookingJob(
  deps: { db: Database; config: Config; logger: Logger },
  job: BookingJob,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const { db, config, logger } = deps;
  const rows = await db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.shopId, job.shopId),
        eq(shipments.courier, job.courier),
        eq(shipments.state, 'booking'),
        inArray(shipments.id, job.shipmentIds),
      ),
    );
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.shipment.id);

  let credentials;
  try {
    credentials = await openAccount(db, config, job.shopId, job.courier);
  } catch (error) {
    logger.warn('courier credentials cannot be opened', {
      shop_id: job.shopId,
      courier: job.courier,
      error: String(error),
    });
  }
  if (!credentials) return fail(db, ids, storedError('courier.not_connected'));

  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      options: orderItems.options,
      quantity: orderItems.quantity,
      weightGrams: orderItems.weightGrams,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    // The parcel's description names the lines in the order the shopper placed them, whatever index reads them.
    .orderBy(asc(orderItems.id));
  const itemsOf = (orderId: number) => items.filter((item) => item.orderId === orderId);
  const adapter = createCourier(credentials, config);
  const byInvoice = new Map(rows.map((row) => [row.order.code, row]));

  let pending: Parcel[] = [];
  try {
    const lists = placeLists(db, config, credentials);
    for (const row of rows) {
      const shipment = await locate(db, lists, job.shopId, row);
      if (shipment) pending.push(parcelOf(row.order, shipment, itemsOf(row.order.id)));
    }

    for (let attempt = 1; pending.length > 0; attempt += 1) {
      // One parcel is booked alone: a courier's bulk answer says less about a refusal (Steadfast: no fields).
      const outcomes: BookingOutcome[] =
        pending.length === 1 ? [await bookAlone(adapter, pending[0]!)] : await adapter.bookMany(pending);
      const retry: Parcel[] = [];
      for (const [index, outcome] of outcomes.entries()) {
        const row = byInvoice.get(outcome.invoice);
        if (!row) continue;
        if (outcome.ok) {
          const { booking } = outcome;
          await db
            .update(shipments)
            .set({
              state: 'booked',
              consignmentId: booking.consignmentId,
              trackingCode: booking.trackingCode,
              courierStatus: booking.courierStatus,
              codAmountPaisa: booking.codAmount,
              ...(booking.deliveryCharge === undefined ? {} : { deliveryChargePaisa: booking.deliveryCharge }),
              error: null,
              bookedAt: new Date(),
              lastCheckedAt: new Date(),
            })
            .where(and(eq(shipments.id, row.shipment.id), eq(shipments.state, 'booking')));
          continue;
        }
        const { error } = outcome;
        const again = error.retryable && job.courier === 'steadfast' && attempt < STEADFAST_ATTEMPTS;
        if (again) retry.push(pending[index]!);
        else
          await fail(
            db,
            [row.shipment.id],
            storedError(error.code, [error.fields.join(', '), error.detail].filter(Boolean).join(': ')),
          );
        logger.warn('courier booking failed', {
          shop_id: job.shopId,
          courier: job.courier,
          shipment_id: row.shipment.id,
          reason: error.reason,
          retry: again,
        });
      }
      pending = retry;
      if (pending.length > 0) await pause(RETRY_PAUSE_MS[attempt - 1] ?? 5_000);
    }
  } catch (error) {
    // Not a courier's answer (a bug, the database): what is still booking fails, to be booked again.
    await fail(db, ids, storedError(error instanceof CourierError ? error.code : 'courier.unavailable'));
    throw error;
  }
}
