import { describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, generateOrderCode, ORDER_CODE_PATTERN, randomToken, sha256 } from './ids.ts';

describe('order codes', () => {
  it("are 'HT-' and 8 characters of Crockford base32", () => {
    for (let i = 0; i < 200; i += 1) expect(generateOrderCode()).toMatch(ORDER_CODE_PATTERN);
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/u);
  });

  it('are random: no repeats and every symbol used across many codes', () => {
    const codes = Array.from({ length: 5000 }, generateOrderCode);
    expect(new Set(codes).size).toBe(codes.length);
    const symbols = new Set(codes.flatMap((code) => [...code.slice(3)]));
    expect(symbols.size).toBe(32);
  });
});

describe('tokens', () => {
  it('are 256 random bits in base64url, stored by their sha256', () => {
    const token = randomToken();
    expect(token).toMatch(/^[\w-]{43}$/u);
    expect(randomToken()).not.toBe(token);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
