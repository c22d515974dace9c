import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';

describe('base64url', () => {
  it('decodes with or without padding', () => {
    expect(decodeBase64Url('YQ')).toBe('a');
    expect(decodeBase64Url('YQ==')).toBe('a');
    expect(decodeBase64Url('YWI')).toBe('ab');
    expect(decodeBase64Url('YWI=')).toBe('ab');
    expect(decodeBase64Url('YWJj')).toBe('abc');
    expect(decodeBase64Url('')).toBe('');
  });

  it('decodes the URL-safe alphabet (- and _) and UTF-8 Bengali text', () => {
    expect(decodeBase64Url('Pz8-')).toBe('??>');
    expect(decodeBase64Url('Pz8_')).toBe('???');
    expect(decodeBase64Url(encodeBase64Url('রহিম স্টোর'))).toBe('রহিম স্টোর');
  });

  it('refuses other characters, impossible lengths and bad padding', () => {
    expect(() => decodeBase64Url('Pz8/')).toThrow('unexpected character');
    expect(() => decodeBase64Url('YW J')).toThrow('unexpected character');
    expect(() => decodeBase64Url('YWJjZ')).toThrow('not of the correct length');
    expect(() => decodeBase64Url('YQ=')).toThrow('not of the correct length');
  });

  it('refuses bytes that are not UTF-8', () => {
    expect(() => decodeBase64Url('_w')).toThrow('not valid UTF-8'); // 0xff
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = encodeBase64Url(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/u);
        expect(decodeBase64Url(encoded)).toBe(text);
      }),
    );
  });
});
