/**
 * Answers a server keeps for all its visitors, as a shared HTTP cache (a CDN) would (decision 110): a public answer
 * for its `s-maxage` (else `max-age`), never a private, `no-store` or `no-cache` one, nor one that varies on anything
 * but `Authorization` (calls with a token are not kept at all). Concurrent calls of one address share one request;
 * a failure is not kept.
 */

/** Seconds a shared cache may keep an answer with this Cache-Control (and Vary); 0: not at all. */
export function sharedMaxAgeSeconds(cacheControl: string | null, vary: string | null = null): number {
  const varies = (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .some((name) => name !== '' && name !== 'authorization');
  if (!cacheControl || varies) return 0;
  const directives = new Map<string, string>();
  for (const part of cacheControl.split(',')) {
    const [name = '', value = ''] = part.split('=', 2).map((item) => item.trim());
    directives.set(name.toLowerCase(), value.replace(/^"|"$/gu, ''));
  }
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return 0;
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age') ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

export interface SharedCache {
  /**
   * The kept answer of `key`, or `load`'s: it gets `keepFor`, to call with the answer's headers once it has them
   * (the answer is kept that long after it resolves).
   */
  get<T>(key: string, load: (keepFor: (headers: Headers) => void) => Promise<T>): Promise<T>;
}

interface Entry {
  answer: Promise<unknown>;
  /** ms since the epoch; Infinity while the request is under way. */
  expiresAt: number;
}

/** At most this many addresses (the oldest go first): shops, not products, are what a server keeps. */
const MAX_ENTRIES = 1000;

export function createSharedCache(now: () => number = Date.now): SharedCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: (keepFor: (headers: Headers) => void) => Promise<T>): Promise<T> {
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now()) return kept.answer as Promise<T>;
      let keepMs = 0;
      const answer = load((headers) => {
        keepMs = sharedMaxAgeSeconds(headers.get('cache-control'), headers.get('vary')) * 1000;
      });
      const entry: Entry = { answer, expiresAt: Infinity };
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      answer.then(() => {
        if (keepMs > 0) entry.expiresAt = now() + keepMs;
        else forget();
      }, forget);
      return answer;
    },
  };
}
