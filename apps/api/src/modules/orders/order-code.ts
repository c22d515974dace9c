import { toAsciiDigits } from '@haat/domain/digits';
import { ORDER_CODE_PATTERN } from '../../platform/ids.ts';

const PREFIX = 'HT';
const CODE_BODY_LENGTH = 8;

/**
 * What a shopper typed as an order code, as it is stored (`HT-7K3M9Q2X`), or null when it cannot be
 * one. Case, spaces, dashes and the `HT-` prefix are optional, Bengali digits count as digits, and
 * Crockford's look-alikes are read as the digits they stand for (O as 0, I and L as 1).
 */
export function normalizeOrderCode(input: string): string | null {
  let compact = toAsciiDigits(input)
    .toUpperCase()
    .replace(/[\s\-‐-―_.]/gu, '');
  if (compact.length === PREFIX.length + CODE_BODY_LENGTH && compact.startsWith(PREFIX))
    compact = compact.slice(PREFIX.length);
  const body = compact.replaceAll('O', '0').replace(/[IL]/gu, '1');
  const code = `${PREFIX}-${body}`;
  return ORDER_CODE_PATTERN.test(code) ? code : null;
}
