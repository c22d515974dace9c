// How a production build of the storefront or the admin is served, in one place for `npm start`, the
// e2e suites and the bench: sirv with the SPA fallback, the brotli/gzip files the build wrote next to
// each asset (a CDN compresses the same way), immutable hashed assets and a revalidated index.html.
import sirv from 'sirv';

/** @param {string} dir a Vite build's output folder */
export function staticBuildHandler(dir) {
  return sirv(dir, {
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
}
