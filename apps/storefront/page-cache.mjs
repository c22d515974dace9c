// The storefront server's page micro-cache (decision 105): anonymous catalogue pages (200, `Cache-Control: public`,
// GET or HEAD) kept in memory for a few seconds, keyed by everything their HTML depends on, and sent again with a
// fresh CSP nonce without rendering. Pure helpers here; server.mjs wires them to its requests.
import { Buffer } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A nonce as entry.server.tsx makes it: 16 random bytes in base64 (24 characters). */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** The nonce of a response, from its Content-Security-Policy. */
export function nonceOf(csp) {
  return /'nonce-([^']+)'/u.exec(csp ?? '')?.[1];
}

/** The raw value of the `lang` cookie (decision 89), or '' without one. */
export function languageCookie(cookieHeader) {
  return /(?:^|;\s*)lang=([^;]*)/u.exec(cookieHeader ?? '')?.[1] ?? '';
}

/**
 * Parameters that link-sharing and ad platforms add to a link to follow each click: Facebook's `fbclid` (on every
 * click of a link shared there), Google's, Microsoft's and TikTok's click ids, `utm_*` campaign tags. No page reads
 * them on the server (Meta's pixel reads `fbclid` in the browser), so they are not part of a page's key (decision 123).
 */
const CLICK_TRACKING = /^(?:fbclid|gclid|gbraid|wbraid|msclkid|ttclid|utm_[a-z_]+)$/u;

/** The URL without its click-tracking parameters, as text. */
function withoutClickTracking(url) {
  const names = [...url.searchParams.keys()];
  if (!names.some((name) => CLICK_TRACKING.test(name))) return url.href;
  const kept = new URL(url.href);
  for (const name of names) if (CLICK_TRACKING.test(name)) kept.searchParams.delete(name);
  return kept.href;
}

/**
 * What a page's HTML and headers depend on: the full URL (protocol, host, path, query but its click-tracking
 * parameters; the same for GET and HEAD), the `lang` cookie, and whether the client is a crawler (entry.server.tsx
 * renders those at onAllReady: other HTML). The server reads nothing else of a request (no other cookie, no
 * Authorization): anything read there in future must join this key.
 */
export function pageKey(url, language, crawler) {
  return `${withoutClickTracking(url)}\n${language}\n${crawler ? 'crawler' : 'person'}`;
}

/**
 * A rendered page's bytes cut at its nonce (none: the page whole). The pieces are views of `body`, not copies: the
 * page is read once, as bytes (decision 121).
 */
export function cutAtNonce(body, nonce) {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce, 'utf8');
  const pieces = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    pieces.push(body.subarray(start, at));
    start = at + needle.length;
  }
  pieces.push(body.subarray(start));
  return pieces;
}

/** The page's weak ETag: a hash of its HTML without the nonce, so the same page with another nonce has the same tag. */
export function etagOf(pieces) {
  const hash = createHash('sha1');
  for (const piece of pieces) hash.update(piece);
  return `W/"${hash.digest('base64url')}"`;
}

/** The page as stored: its HTML (`cutAtNonce`) and CSP cut at the nonce, the other headers. */
export function pageEntry({ status, headers, html, nonce }) {
  const kept = { ...headers };
  for (const name of ['content-security-policy', 'content-length', 'content-encoding', 'etag', 'x-cache', 'age']) {
    delete kept[name];
  }
  return {
    status,
    headers: kept,
    csp: headers['content-security-policy']?.split(nonce ?? '\0') ?? null,
    html,
    /** The gzip member's parts around the nonces, made on the first gzip answer (gzipParts). */
    gzip: null,
    htmlBytes: html.reduce((sum, piece) => sum + piece.length, 0),
    nonces: html.length - 1,
    storedAt: Date.now(),
  };
}

/** The page's HTML with `nonce` in each nonce's place. */
export function htmlWith(entry, nonce) {
  if (entry.nonces === 0) return entry.html[0];
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const parts = [];
  entry.html.forEach((piece, index) => {
    if (index > 0) parts.push(nonceBytes);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

const NONCE_LENGTH = 24;
const WINDOW = 32 * 1024;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The page compressed once, as raw deflate pieces that a nonce goes between: each piece ends on a full flush (byte
 * aligned, nothing after it refers into it by position alone) and is compressed with the bytes before it as its
 * dictionary, the nonces there as NUL bytes. HTML has no NUL, so no match can reach into a nonce, and every match
 * into the pieces finds the same bytes in the real page: the pieces with any nonce stored between them decompress
 * to that page, as well compressed as one stream.
 */
export function gzipParts(entry) {
  if (entry.gzip) return entry.gzip;
  const deflated = [];
  let window = Buffer.alloc(0);
  entry.html.forEach((piece, index) => {
    const last = index === entry.html.length - 1;
    deflated.push(
      zlib.deflateRawSync(piece, {
        level: 6,
        finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
        ...(window.length > 0 ? { dictionary: window } : {}),
      }),
    );
    if (!last) window = Buffer.concat([window, piece, Buffer.alloc(NONCE_LENGTH)]).subarray(-WINDOW);
  });
  entry.gzip = deflated;
  return deflated;
}

/** A gzip member of the page with `nonce`: the stored pieces, the nonce in stored blocks, the page's CRC-32. */
export function gzipWith(entry, nonce) {
  const deflated = gzipParts(entry);
  const nonceBytes = Buffer.from(nonce, 'utf8');
  if (entry.nonces > 0 && nonceBytes.length !== NONCE_LENGTH) throw new Error('unexpected nonce length');
  // A non-final stored block: BFINAL 0, BTYPE 00, then LEN and its complement, little-endian.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(nonceBytes.length, 1);
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  const parts = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  deflated.forEach((piece, index) => {
    if (index > 0) {
      parts.push(stored, nonceBytes);
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    parts.push(piece);
    crc = zlib.crc32(entry.html[index], crc);
    size += entry.html[index].length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/**
 * The cache: `seconds` to keep a page (0: no cache), at most `maxBytes` of HTML (and its gzip) in all, least recently
 * used first out. `pending` coalesces concurrent misses of one key: the first renders, the others wait for its page.
 */
export function createPageCache({ seconds, maxBytes }) {
  if (!(seconds > 0)) return null;
  const pages = new LRUCache({
    ttl: seconds * 1000,
    maxSize: maxBytes,
    // The gzip pieces come later and are about a fifth of the HTML.
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.htmlBytes * 1.25)),
    updateAgeOnGet: false,
  });
  const pending = new Map();
  return { pages, pending, seconds };
}

/** Whether a rendered answer may be stored: 200, public, HTML or not, no cookie set, a body. */
export function storable(method, status, headers) {
  return (
    (method === 'GET' || method === 'HEAD') &&
    status === 200 &&
    (headers['cache-control'] ?? '').startsWith('public') &&
    headers['set-cookie'] === undefined
  );
}
