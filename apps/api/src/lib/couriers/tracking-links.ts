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
