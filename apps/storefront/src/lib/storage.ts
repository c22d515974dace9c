// Local storage, safely: a blocked or full storage (private mode, quota) only loses what would have been kept.

/** The keys of docs/product/storefront.md (`locale` is kept by @haat/i18n). */
export const storageKeys = {
  currentShop: 'current_shop',
  cart: (slug: string) => `${slug}_cart`,
  wishlist: (slug: string) => `${slug}_wishlist`,
  searchHistory: (slug: string) => `${slug}_search_history`,
  customerToken: (slug: string) => `${slug}_customer_token`,
  customer: (slug: string) => `${slug}_customer`,
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value lives in memory for this visit only.
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** A stored JSON value, or undefined when missing or unreadable. Validate it before trusting it. */
export function readJson(key: string): unknown {
  const text = readText(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeText(key, JSON.stringify(value));
}
