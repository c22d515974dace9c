import { describe, expect, it } from 'vitest';
import { parcelWeightGrams } from './couriers.ts';

describe('parcelWeightGrams', () => {
  it('adds each line by its quantity', () => {
    expect(
      parcelWeightGrams([
        { weight_grams: 300, quantity: 2 },
        { weight_grams: 250, quantity: 1 },
      ]),
    ).toBe(850);
  });

  it('is unknown when a line has no weight, or nothing weighs anything', () => {
    expect(
      parcelWeightGrams([
        { weight_grams: 300, quantity: 2 },
        { weight_grams: null, quantity: 1 },
      ]),
    ).toBeNull();
    expect(parcelWeightGrams([{ weight_grams: 0, quantity: 3 }])).toBeNull();
    expect(parcelWeightGrams([])).toBeNull();
  });
});
