import type { Config } from '@react-router/dev/config';

// Server-rendered, streamed, hydrated (docs/architecture.md "Storefront"); app/ holds the entries and route modules.
export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest (about sixty small routes) comes with the page: no /__manifest round trip before a
  // client navigation to a route not seen yet.
  routeDiscovery: { mode: 'initial' },
  // The e2e run builds beside the normal build, with its own API URL baked in.
  buildDirectory: process.env['STOREFRONT_BUILD_DIR'] ?? 'build',
} satisfies Config;
