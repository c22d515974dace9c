import { createHash, randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so codes read aloud and typed by hand stay unambiguous. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_CODE_PATTERN = /^HT-[0-9A-HJKMNP-TV-Z]{8}$/u;

/** 8 characters of Crockford base32 from 40 random bits. */
function crockford40(): string {
  let bits = randomBytes(5).reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    out = CROCKFORD_ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return out;
}

/** A public order code such as `HT-7K3M9Q2X`: random, so codes cannot be guessed in sequence. */
export function generateOrderCode(): string {
  return `HT-${crockford40()}`;
}

/** An opaque random token (base64url), e.g. a session token. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Random lowercase hex, e.g. for storage keys. */
export function randomHex(bytes = 8): string {
  return randomBytes(bytes).toString('hex');
}

/** sha256 hex, for storing tokens and codes without storing them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
