/** The delivery packages of every demo shop (taka), in checkout order. */
export const DEMO_DELIVERY_PACKAGES = [
  { zone: 'inside', name: 'ঢাকার ভিতরে', charge: 60 },
  { zone: 'near', name: 'ঢাকার আশেপাশে', charge: 100 },
  { zone: 'outside', name: 'ঢাকার বাইরে', charge: 120 },
] as const;

export type DeliveryZone = (typeof DEMO_DELIVERY_PACKAGES)[number]['zone'];
