/**
 * A production build of the storefront for the bench: its own output folder, VITE_API_URL pointing
 * at the bench's API (the URL is baked in at build time). Returns the build folder (client/ and server/).
 */
import { runCommand } from './run-command.ts';
import { floorAppBuildDir, floorAppDir, storefrontBuildDir, storefrontDir } from './paths.ts';

export async function buildStorefront(apiUrl: string): Promise<string> {
  await runCommand('pnpm', ['exec', 'react-router', 'build'], {
    cwd: storefrontDir,
    env: {
      NODE_ENV: 'production',
      STOREFRONT_BUILD_DIR: storefrontBuildDir,
      VITE_API_URL: apiUrl,
      VITE_MARKET_HOST_SUFFIX: 'haat.localhost',
    },
  });
  return storefrontBuildDir;
}

let floorAppBuild: Promise<string> | null = null;

/**
 * A production build of React Router's floor app (floor-app/, src/suites/ssr-floor.ts), made once per run. Returns
 * its build folder (client/ and server/).
 */
export function buildFloorApp(): Promise<string> {
  floorAppBuild ??= runCommand('pnpm', ['exec', 'react-router', 'build'], {
    cwd: floorAppDir,
    env: { NODE_ENV: 'production', FLOOR_APP_BUILD_DIR: floorAppBuildDir },
  }).then(() => floorAppBuildDir);
  return floorAppBuild;
}
