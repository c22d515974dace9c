import type { AdminShipment } from '@haat/domain/schemas';
import type { CourierName } from '@haat/domain/couriers';
import type { ShipmentRow } from '../../platform/db/rows.ts';
import type { CourierCredentials } from '../../integrations/couriers/courier-credentials.ts';
import { courierStatusOf } from '../../integrations/couriers/courier-status.ts';
import { trackingUrlFor } from '../../integrations/couriers/tracking-links.ts';
import { taka } from '../../platform/money.ts';

/**
 * A failed booking's error as stored: the reason code, a space, the courier's own words (`shipments.error`
 * is one column). The code never holds a space.
 */
export function storedError(code: string, detail?: string): string {
  return detail ? `${code} ${detail.slice(0, 500)}` : code;
}

function readError(error: string | null): { code: string | null; detail: string | null } {
  if (!error) return { code: null, detail: null };
  const space = error.indexOf(' ');
  return space < 0 ? { code: error, detail: null } : { code: error.slice(0, space), detail: error.slice(space + 1) };
}

export function serializeAdminShipment(row: ShipmentRow, recipientPhone?: string): AdminShipment {
  const error = readError(row.error);
  return {
    id: row.id,
    order_id: row.orderId,
    courier: row.courier as CourierName,
    state: row.state as AdminShipment['state'],
    consignment_id: row.consignmentId,
    tracking_code: row.trackingCode,
    tracking_url: row.consignmentId
      ? trackingUrlFor(
          row.courier,
          { consignmentId: row.consignmentId, trackingCode: row.trackingCode },
          recipientPhone,
        )
      : null,
    courier_status: row.courierStatus,
    parcel_status: row.courierStatus === null ? null : courierStatusOf(row.courier, row.courierStatus),
    cod_amount: taka(row.codAmountPaisa),
    delivery_charge: row.deliveryChargePaisa === null ? null : taka(row.deliveryChargePaisa),
    error: error.code,
    error_detail: error.detail,
    booked_at: row.bookedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The store a courier account books from: the only part of the credentials that is not secret. */
export function storeIdOf(credentials: CourierCredentials | undefined): number | null {
  if (credentials?.courier === 'pathao') return credentials.storeId;
  if (credentials?.courier === 'redx') return credentials.pickupStoreId ?? null;
  return null;
}
