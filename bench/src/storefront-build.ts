/**
 * A production build of the storefront for the bench: its own output folder, VITE_API_URL pointing
 * at the bench's API (the URL is baked in at build time). Returns the build folder (client/ and server/).
 */
import { runCommand } from './run-command.ts';
import { storefrontBuildDir, storefrontDir } from './paths.ts';

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
