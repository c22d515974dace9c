import * as domains from '@haat/api-contract/domains';
import { normalizeHostname } from '@haat/domain/hosts';
import { domainRecordSchema, type DomainRecord } from '@haat/domain/schemas';
import * as v from 'valibot';
import { DOMAIN_CACHE_MAX_ENTRIES, DOMAIN_CACHE_TTL_MS } from './constants.ts';
import { isApiError, parseError } from './errors.ts';
import { createHttp } from './http.ts';

export interface DomainInfoOptions {
  /** The admin v2 base, e.g. `https://api.example/api/admin/v2`. */
  v2BaseUrl: string;
  timeout?: number;
  /** The clock of the cache (ms since the epoch); tests pass their own. */
  now?: () => number;
  /** Domains the cache holds at most (DOMAIN_CACHE_MAX_ENTRIES); tests pass a small number. */
  maxEntries?: number;
}

interface CacheEntry {
  expiresAt: number;
  record: Promise<DomainRecord | null>;
}

/**
 * Module-level: one cache per page (or server), shared by every caller. Keyed by base URL and hostname; a Map keeps
 * its keys in insertion order, and a hit is inserted again, so the first key is the least recently asked.
 */
const cache = new Map<string, CacheEntry>();

/** Forgets every cached domain lookup. */
export function clearDomainInfoCache(): void {
  cache.clear();
}

function hasSlug(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && 'slug' in data && typeof data.slug === 'string' && data.slug !== ''
  );
}

async function fetchDomainInfo(domain: string, options: DomainInfoOptions): Promise<DomainRecord | null> {
  const http = createHttp({ baseUrl: options.v2BaseUrl, timeout: options.timeout });
  const { method, path } = domains.getDomainInfo;
  const request = `${method.toUpperCase()} ${path}`;
  let data: unknown;
  try {
    // Read as it comes: an answer without a slug is "not found", not a broken answer.
    data = await http.request(method, path, v.unknown(), { searchParams: { domain }, anonymous: true });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
  // docs/product/http-contract.md: an answer without a slug means "not found".
  if (!hasSlug(data)) return null;
  const result = v.safeParse(domainRecordSchema, data);
  if (!result.success) throw parseError(request, 200, result.issues);
  return result.output;
}

/**
 * Resolves a custom domain to its shop (`GET {v2}/getDomainInfo?domain=`): the domain record, or
 * null when the domain is unknown (404) or the answer has no slug. Answers, null included, are
 * cached in memory for one hour per domain, at most DOMAIN_CACHE_MAX_ENTRIES domains; failures (network, 5xx, bad shape) are not cached and
 * reject with an ApiError, which the caller logs as "Failed to resolve domain".
 */
export function getDomainInfo(domain: string, options: DomainInfoOptions): Promise<DomainRecord | null> {
  const now = options.now ?? Date.now;
  const hostname = normalizeHostname(domain);
  const key = `${options.v2BaseUrl} ${hostname}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now()) {
    cache.delete(key);
    cache.set(key, cached);
    return cached.record;
  }

  const record = fetchDomainInfo(hostname, options);
  cache.delete(key);
  cache.set(key, { expiresAt: now() + DOMAIN_CACHE_TTL_MS, record });
  const maxEntries = options.maxEntries ?? DOMAIN_CACHE_MAX_ENTRIES;
  while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  // A failure must not stay cached; the next call asks again.
  record.catch(() => {
    if (cache.get(key)?.record === record) cache.delete(key);
  });
  return record;
}

/** `GET {v2}/domain-allowed?domain=`: whether the domain belongs to a published shop (the TLS proxy's check). */
export async function isDomainAllowed(
  domain: string,
  options: Omit<DomainInfoOptions, 'now' | 'maxEntries'>,
): Promise<boolean> {
  const http = createHttp({ baseUrl: options.v2BaseUrl, timeout: options.timeout });
  const { method, path } = domains.isDomainAllowed;
  try {
    // The status is the answer, as for the TLS proxy that asks the same.
    await http.send(method, path, { searchParams: { domain: normalizeHostname(domain) }, anonymous: true });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}
