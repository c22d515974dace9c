import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryChargePaisa } from './delivery-charge.ts';

describe('deliveryChargePaisa', () => {
  it("charges the package's own charge up to 500 g, then the step for each 500 g begun", () => {
    expect(deliveryChargePaisa(12_000, 2000, 300)).toBe(12_000);
    expect(deliveryChargePaisa(12_000, 2000, 500)).toBe(12_000);
    expect(deliveryChargePaisa(12_000, 2000, 501)).toBe(14_000);
    expect(deliveryChargePaisa(12_000, 2000, 1000)).toBe(14_000);
    expect(deliveryChargePaisa(12_000, 2000, 1001)).toBe(16_000);
    expect(deliveryChargePaisa(12_000, 2000, 2600)).toBe(22_000);
  });

  it('charges the package alone without a step, or when a line has no weight', () => {
    expect(deliveryChargePaisa(12_000, null, 5000)).toBe(12_000);
    expect(deliveryChargePaisa(12_000, 0, 5000)).toBe(12_000);
    expect(deliveryChargePaisa(12_000, 2000, null)).toBe(12_000);
  });

  it('never charges less for a heavier parcel', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(10_000), fc.nat(50_000), fc.nat(5000), (charge, step, grams, more) => {
        expect(deliveryChargePaisa(charge, step, grams + more)).toBeGreaterThanOrEqual(
          deliveryChargePaisa(charge, step, grams),
        );
      }),
    );
  });
});
