import type { CartItem } from '@haat/domain/cart';

/** What makes two checkout attempts the same order: the products and their quantities. */
export function cartSignature(items: readonly Pick<CartItem, 'id' | 'quantity'>[]): string {
  return items
    .map((item) => `${item.id}x${item.quantity}`)
    .sort()
    .join(',');
}

interface StoredAttempt {
  signature: string;
  key: string;
}

export interface AttemptKeyStore {
  read(): StoredAttempt | null;
  write(attempt: StoredAttempt | null): void;
}

/**
 * The Idempotency-Key of a checkout attempt. The same cart gets the same key, so a double submit,
 * a retry after a lost answer or a reload makes one order; a changed cart is a new attempt.
 */
export function attemptKeyFor(signature: string, store: AttemptKeyStore, generate: () => string): string {
  const current = store.read();
  if (current && current.signature === signature) return current.key;
  const key = generate();
  store.write({ signature, key });
  return key;
}

/** Kept for the browser tab's session, per shop, so a reload during checkout keeps the attempt. */
export function sessionAttemptStore(slug: string): AttemptKeyStore {
  const storageKey = `${slug}_checkout_attempt`;
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
        if (parsed && typeof parsed === 'object' && 'signature' in parsed && 'key' in parsed) {
          const { signature, key } = parsed as Record<string, unknown>;
          if (typeof signature === 'string' && typeof key === 'string') return { signature, key };
        }
      } catch {
        // Unreadable or blocked storage: a new attempt.
      }
      return null;
    },
    write(attempt) {
      try {
        if (attempt) sessionStorage.setItem(storageKey, JSON.stringify(attempt));
        else sessionStorage.removeItem(storageKey);
      } catch {
        // Blocked storage: the key lives as long as the page.
      }
    },
  };
}
