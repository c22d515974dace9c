import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AREA_NEEDED, type CourierName, type CourierStatus } from '@haat/domain/couriers';

/** Each courier's name as the admin shows it. */
export const courierLabels: Record<CourierName, MessageDescriptor> = {
  steadfast: msg`Steadfast`,
  pathao: msg`Pathao`,
  redx: msg`RedX`,
};

/** The reasons a booking failed (`shipments.error` codes), in the owner's words. */
export const bookingErrorLabels: Record<string, MessageDescriptor> = {
  'courier.auth_failed': msg`The courier refused the credentials: check them in the courier settings`,
  'courier.invalid_request': msg`The courier refused the order's details`,
  'courier.duplicate': msg`The courier already has this order: check its panel`,
  'courier.timeout': msg`The courier did not answer in time: check its panel before booking again`,
  'courier.unavailable': msg`The courier could not be reached: book again later`,
  'courier.rate_limited': msg`The courier asked to slow down: book again in a minute`,
  'courier.not_connected': msg`This courier is not connected any more`,
  [AREA_NEEDED]: msg`The courier's area for this address is not certain: choose it and book again`,
};

/** Where a booked parcel is (the courier's word in one vocabulary), in the owner's words. */
export const parcelStatusLabels: Record<CourierStatus, MessageDescriptor> = {
  booked: msg`Waiting for the courier to pick it up`,
  shipped: msg`On its way`,
  on_hold: msg`On hold with the courier`,
  delivered: msg`Delivered`,
  partially_delivered: msg`Partly delivered`,
  returning: msg`On its way back to you`,
  returned: msg`Returned`,
  cancelled: msg`Cancelled by the courier`,
  unknown: msg`The courier’s status is not known`,
};
