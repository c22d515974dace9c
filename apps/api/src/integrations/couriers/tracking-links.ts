/** The couriers' public tracking pages, for the link a shopper follows. */
import { normalizeMobile } from '@haat/domain/phone';

/** Steadfast tracks by its tracking code. */
export function steadfastTrackingUrl(trackingCode: string): string {
  return `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`;
}

/** Pathao's page asks for the consignment id and the recipient's phone. */
export function pathaoTrackingUrl(consignmentId: string, recipientPhone?: string): string {
  const url = new URL('https://merchant.pathao.com/tracking');
  url.searchParams.set('consignment_id', consignmentId);
  if (recipientPhone) url.searchParams.set('phone', normalizeMobile(recipientPhone));
  return url.toString();
}

/** RedX tracks by its tracking id. */
export function redxTrackingUrl(trackingId: string): string {
  return `https://redx.com.bd/track-parcel/?trackingId=${encodeURIComponent(trackingId)}`;
}

/**
 * A stored booking's public tracking link. `recipientPhone` only where the reader may see it: Pathao's link
 * carries it, so tracking by order code (which shows no personal data) leaves it out.
 */
export function trackingUrlFor(
  courier: string,
  booking: { consignmentId: string; trackingCode: string | null },
  recipientPhone?: string,
): string {
  const code = booking.trackingCode ?? booking.consignmentId;
  if (courier === 'steadfast') return steadfastTrackingUrl(code);
  if (courier === 'pathao') return pathaoTrackingUrl(booking.consignmentId, recipientPhone);
  return redxTrackingUrl(code);
}
