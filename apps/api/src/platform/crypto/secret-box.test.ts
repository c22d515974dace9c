import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeKeyMaterial, SecretBox, SecretBoxError } from './secret-box.ts';

const hexKey = randomBytes(32).toString('hex');
const base64Key = randomBytes(32).toString('base64');
const context = 'shop:12:courier:steadfast';

describe('SecretBox', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const box = new SecretBox({ current: hexKey });
    const secret = JSON.stringify({ apiKey: 'k-1', secretKey: 'পাসওয়ার্ড' });
    const first = box.seal(secret, context);
    const second = box.seal(secret, context);
    expect(first).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/u);
    expect(first).not.toBe(second);
    expect(first).not.toContain('k-1');
    expect(box.open(first, context)).toBe(secret);
    expect(box.open(second, context)).toBe(secret);
    expect(
      new SecretBox({ current: base64Key }).open(new SecretBox({ current: base64Key }).seal('x', context), context),
    ).toBe('x');
  });

  it('detects tampering with any part', () => {
    const box = new SecretBox({ current: hexKey });
    const sealed = box.seal('courier-secret', context);
    const parts = sealed.split('.');
    for (const index of [2, 3, 4]) {
      const bytes = Buffer.from(parts[index]!, 'base64url');
      bytes[0]! ^= 1;
      const altered = parts.map((part, i) => (i === index ? bytes.toString('base64url') : part)).join('.');
      expect(() => box.open(altered, context)).toThrow(SecretBoxError);
    }
    expect(() => box.open(sealed.slice(0, -2), context)).toThrow(SecretBoxError);
    expect(() => box.open('plain text', context)).toThrow(SecretBoxError);
  });

  it('refuses another context: a value copied to another shop does not open there', () => {
    const box = new SecretBox({ current: hexKey });
    const sealed = box.seal('courier-secret', context);
    expect(() => box.open(sealed, 'shop:13:courier:steadfast')).toThrow(SecretBoxError);
  });

  it('rejects the wrong key', () => {
    const sealed = new SecretBox({ current: hexKey }).seal('courier-secret', context);
    expect(() => new SecretBox({ current: base64Key }).open(sealed, context)).toThrow(
      /key this process does not have/u,
    );
  });

  it('rotates: a previous key still opens old values, which ask to be sealed again', () => {
    const old = new SecretBox({ current: hexKey });
    const sealed = old.seal('courier-secret', context);
    const rotated = new SecretBox({ current: base64Key, previous: [hexKey] });
    expect(rotated.open(sealed, context)).toBe('courier-secret');
    expect(rotated.needsResealing(sealed)).toBe(true);
    const resealed = rotated.seal(rotated.open(sealed, context), context);
    expect(rotated.needsResealing(resealed)).toBe(false);
    expect(() => old.open(resealed, context)).toThrow(SecretBoxError);
  });

  it('takes 32+ bytes in hex or base64 and nothing shorter', () => {
    expect(decodeKeyMaterial(hexKey)).toHaveLength(32);
    expect(decodeKeyMaterial(randomBytes(48).toString('base64url'))).toHaveLength(48);
    expect(decodeKeyMaterial(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(decodeKeyMaterial('not a key!')).toBeUndefined();
    expect(() => new SecretBox({ current: 'short' })).toThrow(/at least 32 bytes/u);
  });
});
