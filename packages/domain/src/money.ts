declare const paisaBrand: unique symbol;
/** An amount of money in integer paisa (1 taka = 100 paisa). Made only by the functions below. */
export type Paisa = number & { readonly [paisaBrand]: 'Paisa' };

/** Taka as sent on the wire (a number with at most two decimals) to paisa, rounded half-up. */
export function paisaFromTaka(taka: number): Paisa {
  if (!Number.isFinite(taka)) throw new RangeError(`Not an amount of taka: ${taka}`);
  return Math.round(taka * 100 + Number.EPSILON * Math.sign(taka)) as Paisa;
}

export function takaFromPaisa(paisa: Paisa): number {
  return paisa / 100;
}

export const ZERO_PAISA = 0 as Paisa;

export function addPaisa(a: Paisa, b: Paisa): Paisa {
  return (a + b) as Paisa;
}

export function subtractPaisa(a: Paisa, b: Paisa): Paisa {
  return (a - b) as Paisa;
}

export function sumPaisa(amounts: Iterable<Paisa>): Paisa {
  let total = ZERO_PAISA;
  for (const amount of amounts) total = addPaisa(total, amount);
  return total;
}

export function multiplyPaisa(amount: Paisa, times: number): Paisa {
  if (!Number.isSafeInteger(times)) throw new RangeError(`Paisa can only be multiplied by an integer, got ${times}`);
  return (amount * times) as Paisa;
}

/** Never below zero. */
export function nonNegativePaisa(amount: Paisa): Paisa {
  return (amount < 0 ? 0 : amount) as Paisa;
}

/**
 * `percent`% of an amount, rounded half-up (away from zero) once. The percent is taken to
 * hundredths (12.345% counts as 12.35%) so the arithmetic stays in exact integers.
 */
export function percentOf(amount: Paisa, percent: number): Paisa {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a percentage: ${percent}`);
  const hundredthsOfPercent = Math.round(percent * 100);
  const scaled = amount * hundredthsOfPercent; // in 1/10000 paisa
  const rounded = Math.floor((Math.abs(scaled) + 5_000) / 10_000);
  return (rounded === 0 ? 0 : Math.sign(scaled) * rounded) as Paisa;
}

/**
 * Whether an amount of taka is a finite number with at most two decimals, i.e. it is exactly the
 * number JSON gives for some whole paisa (0.1 + 0.2 is not: it prints as 0.30000000000000004).
 */
export function isWireTaka(taka: number): boolean {
  return Number.isFinite(taka) && Math.round(taka * 100) / 100 === taka;
}
