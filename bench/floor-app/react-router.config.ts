import type { Config } from '@react-router/dev/config';

// React Router's floor (src/suites/ssr-floor.ts): server-rendered, routes discovered lazily, as the storefront is.
export default {
  appDirectory: 'app',
  ssr: true,
  routeDiscovery: { mode: 'lazy' },
  buildDirectory: process.env['FLOOR_APP_BUILD_DIR'] ?? 'build',
} satisfies Config;
