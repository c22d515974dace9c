import { describe, expect, it } from 'vitest';
import { attemptKeyFor, cartSignature, sessionAttemptStore, type AttemptKeyStore } from './attempt-key.ts';

function memoryStore(): AttemptKeyStore {
  let value: ReturnType<AttemptKeyStore['read']> = null;
  return { read: () => value, write: (attempt) => (value = attempt) };
}

describe('checkout attempt keys', () => {
  it('ignores the order of the lines but not their quantities', () => {
    expect(
      cartSignature([
        { id: 2, quantity: 1 },
        { id: 1, quantity: 3 },
      ]),
    ).toBe(
      cartSignature([
        { id: 1, quantity: 3 },
        { id: 2, quantity: 1 },
      ]),
    );
    expect(cartSignature([{ id: 1, quantity: 3 }])).not.toBe(cartSignature([{ id: 1, quantity: 2 }]));
  });

  it('keeps one key for the same cart and makes a new one when the cart changes', () => {
    const store = memoryStore();
    let generated = 0;
    const generate = () => `key-${(generated += 1)}`;
    const first = attemptKeyFor('1x1', store, generate);
    expect(attemptKeyFor('1x1', store, generate)).toBe(first);
    const changed = attemptKeyFor('1x2', store, generate);
    expect(changed).not.toBe(first);
    expect(attemptKeyFor('1x2', store, generate)).toBe(changed);
    expect(generated).toBe(2);
  });

  it('survives a reload through session storage, per shop', () => {
    const generate = () => crypto.randomUUID();
    const key = attemptKeyFor('5x1', sessionAttemptStore('rongdhonu'), generate);
    expect(attemptKeyFor('5x1', sessionAttemptStore('rongdhonu'), generate)).toBe(key);
    expect(attemptKeyFor('5x1', sessionAttemptStore('boighor'), generate)).not.toBe(key);
    sessionStorage.clear();
  });
});
