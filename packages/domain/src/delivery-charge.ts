// A delivery package's charge for a parcel's weight (issue 29 item 3, decision 245). Couriers price the first half
// kilogram and then each half kilogram begun; a package may say what each step beyond the first adds. Paisa in and
// out, so the order and the checkout's quote compute the same number.

/** The weight a package's own charge covers, and the step each extra charge is for. */
export const WEIGHT_STEP_GRAMS = 500;

/**
 * The charge for a parcel of `grams` (null: a line has no weight, so the package's own charge, the shopper's
 * benefit of the doubt): the package's charge, plus `weightStepPaisa` for each 500 g begun beyond the first 500.
 */
export function deliveryChargePaisa(chargePaisa: number, weightStepPaisa: number | null, grams: number | null): number {
  if (!weightStepPaisa || grams === null || grams <= WEIGHT_STEP_GRAMS) return chargePaisa;
  return chargePaisa + Math.ceil((grams - WEIGHT_STEP_GRAMS) / WEIGHT_STEP_GRAMS) * weightStepPaisa;
}
