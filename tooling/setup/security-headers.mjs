// Security headers of a static build (issue 15 item 7). The build decides them, since only it knows the origins it
// talks to: the admin's Vite config writes SECURITY_HEADERS_FILE into its output and static-build.mjs sends them
// with every answer. A build without the file (the storefront's, which has its own server) gets none.

/** Beside index.html; sirv never serves dotfiles. */
export const SECURITY_HEADERS_FILE = '.security-headers.json';

/** One year; sent only on answers that came over TLS (browsers ignore it over plain HTTP anyway). */
export const HSTS = 'max-age=31536000';

const origin = (url) => new URL(url).origin;

/**
 * The admin single-page app's policy: its own scripts only (no inline script, no eval), the API for data and
 * images, images also as data: and blob: URLs (previews of files being uploaded, QR codes), styles from its CSS
 * files plus inline `<style>` and style attributes (the print view's `@page` sheet, Radix's scroll lock), never framed.
 * @param {{ apiUrl: string, imageUrls?: string[] }} options
 */
export function adminContentSecurityPolicy({ apiUrl, imageUrls = [] }) {
  const api = origin(apiUrl);
  const images = [...new Set([api, ...imageUrls.map(origin)])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'connect-src': ["'self'", api],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The admin's headers, sent with every answer.
 * @param {{ apiUrl: string, imageUrls?: string[] }} options
 * @returns {Record<string, string>}
 */
export function adminSecurityHeaders(options) {
  return {
    'Content-Security-Policy': adminContentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers without frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Whether the request reached us over TLS: directly, or through a proxy that says so (the first
 * X-Forwarded-Proto value is the client's side).
 * @param {import('node:http').IncomingMessage} request
 */
export function servedOverTls(request) {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  if (proto) return proto === 'https';
  return Boolean(request.socket && 'encrypted' in request.socket && request.socket.encrypted);
}
