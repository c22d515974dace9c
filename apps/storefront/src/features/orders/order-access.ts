import { normalizeMobile } from '@haat/domain/phone';

// Order pages need the order's mobile number (or the owner's session). What the shopper typed or
// what checkout knew is remembered for the browser tab's session only: sessionStorage, per shop.

const storageKey = (slug: string) => `${slug}_order_mobiles`;

function readAll(slug: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The mobile number remembered for an order code in this session, if any. */
export function rememberedOrderMobile(slug: string, code: string): string | null {
  return readAll(slug)[code.toUpperCase()] ?? null;
}

/** The last mobile number used on any order of this shop in this session (to prefill the form). */
export function lastOrderMobile(slug: string): string | null {
  return Object.values(readAll(slug)).at(-1) ?? null;
}

export function rememberOrderMobile(slug: string, code: string, mobile: string): void {
  const all = readAll(slug);
  delete all[code.toUpperCase()];
  all[code.toUpperCase()] = normalizeMobile(mobile);
  try {
    sessionStorage.setItem(storageKey(slug), JSON.stringify(all));
  } catch {
    // Blocked storage: the shopper types the number again next time.
  }
}
