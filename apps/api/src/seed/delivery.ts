import type { DeliveryZone } from '@haat/domain/delivery-zones';

/** The delivery packages of every demo shop (taka), in checkout order. */
export const DEMO_DELIVERY_PACKAGES = [
  { zone: 'dhaka_city', name: 'ঢাকার ভিতরে', charge: 60 },
  { zone: 'dhaka_suburbs', name: 'ঢাকার আশেপাশে', charge: 100 },
  { zone: 'outside_dhaka', name: 'ঢাকার বাইরে', charge: 120 },
] as const satisfies readonly { zone: DeliveryZone; name: string; charge: number }[];
