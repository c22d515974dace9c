// How a production build of the storefront or the admin is served, in one place for `npm start`, the
// e2e suites and the bench: sirv with the SPA fallback, the brotli/gzip files the build wrote next to
// each asset (a CDN compresses the same way), immutable hashed assets and a revalidated index.html,
// and the security headers the build asks for (security-headers.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { HSTS, SECURITY_HEADERS_FILE, servedOverTls } from './security-headers.mjs';

/**
 * @param {string} dir a Vite build's output folder
 * @returns {Record<string, string>} the headers its SECURITY_HEADERS_FILE names, or none
 */
function buildHeaders(dir) {
  const file = join(dir, SECURITY_HEADERS_FILE);
  if (!existsSync(file)) return {};
  const headers = JSON.parse(readFileSync(file, 'utf8'));
  if (
    typeof headers !== 'object' ||
    headers === null ||
    Object.values(headers).some((value) => typeof value !== 'string')
  ) {
    throw new Error(`${file}: expected an object of header names and string values`);
  }
  return headers;
}

/** @param {string} dir a Vite build's output folder */
export function staticBuildHandler(dir) {
  const security = buildHeaders(dir);
  const secured = Object.keys(security).length > 0;
  const assets = sirv(dir, {
    single: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      // Vite's hashed assets never change; index.html must always be revalidated.
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  if (!secured) return assets;
  return (request, response, next) => {
    // Set before sirv answers, so 304s and 404s carry them too (Node merges them into writeHead's).
    for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
    if (servedOverTls(request)) response.setHeader('Strict-Transport-Security', HSTS);
    assets(request, response, next);
  };
}
