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
