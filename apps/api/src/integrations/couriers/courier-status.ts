import type { CourierStatus } from '@haat/domain/couriers';
import { pathaoStatus } from './pathao.ts';
import { redxStatus } from './redx.ts';
import { steadfastStatus } from './steadfast.ts';

const statusOf: Record<string, (word: string) => CourierStatus> = {
  steadfast: steadfastStatus,
  pathao: pathaoStatus,
  redx: redxStatus,
};

/** A courier's own word for where a parcel is (as stored), in our vocabulary: what the admin shows in words. */
export function courierStatusOf(courier: string, word: string): CourierStatus {
  return statusOf[courier]?.(word) ?? 'unknown';
}
