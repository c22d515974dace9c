// Types of page-cache.mjs (plain JavaScript, run by server.mjs without a build), for its tests.
import type { Buffer } from 'node:buffer';
import type { LRUCache } from 'lru-cache';

export type Headers = Record<string, string | string[] | undefined>;

export interface PageEntry {
  status: number;
  headers: Headers;
  csp: string[] | null;
  html: Buffer[];
  gzip: Buffer[] | null;
  htmlBytes: number;
  nonces: number;
  storedAt: number;
  etag?: string;
}

export function newNonce(): string;
export function nonceOf(csp: string | undefined): string | undefined;
export function languageCookie(cookieHeader: string | undefined): string;
export function pageKey(url: URL, language: string, crawler: boolean): string;
export function cutAtNonce(body: Buffer, nonce: string | undefined): Buffer[];
export function etagOf(pieces: readonly Buffer[]): string;
export function pageEntry(page: {
  status: number;
  headers: Headers;
  html: Buffer[];
  nonce: string | undefined;
}): PageEntry;
export function htmlWith(entry: PageEntry, nonce: string): Buffer;
export function gzipParts(entry: PageEntry): Buffer[];
export function gzipWith(entry: PageEntry, nonce: string): Buffer;
export function createPageCache(options: {
  seconds: number;
  maxBytes: number;
}): { pages: LRUCache<string, PageEntry>; pending: Map<string, Promise<PageEntry | null>>; seconds: number } | null;
export function storable(method: string | undefined, status: number, headers: Headers): boolean;
