import type { DeliveryZone, PackagePlace } from '@haat/domain/delivery-zones';

/**
 * The delivery packages of every demo shop (taka), in checkout order: the three zones a new shop gets, and one for a
 * district the owner names (decision 244), which Chattogram's addresses get instead of "outside Dhaka".
 */
export const DEMO_DELIVERY_PACKAGES = [
  { zone: 'dhaka_city', places: [], name: 'ঢাকার ভিতরে', charge: 60 },
  { zone: 'dhaka_suburbs', places: [], name: 'ঢাকার আশেপাশে', charge: 100 },
  { zone: 'outside_dhaka', places: [], name: 'ঢাকার বাইরে', charge: 120 },
  { zone: null, places: [{ district: 'Chattogram', area: null }], name: 'চট্টগ্রাম জেলা', charge: 90 },
] as const satisfies readonly {
  zone: DeliveryZone | null;
  places: readonly PackagePlace[];
  name: string;
  charge: number;
}[];

/**
 * The demo's weight step (decision 245): Chattogram district's parcels cost ৳20 more for each 500 g begun beyond the
 * first. The owner set it after the demo's orders were placed, which keep the charge they were placed with.
 */
export const DEMO_WEIGHT_STEP = { name: 'চট্টগ্রাম জেলা', weightStep: 20 } as const;
