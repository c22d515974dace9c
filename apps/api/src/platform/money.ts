import { paisaFromTaka, takaFromPaisa, type Paisa } from '@haat/domain/money';

/** A `*_paisa` column as taka for the wire. */
export function taka(paisaColumn: number): number {
  return takaFromPaisa(paisaColumn as Paisa);
}

/** Taka from a validated request as the integer for a `*_paisa` column. */
export function paisa(takaAmount: number): number {
  return paisaFromTaka(takaAmount);
}
