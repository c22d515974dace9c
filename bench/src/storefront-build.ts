/**
 * A production build of the storefront for the bench: its own output folder, VITE_API_URL pointing
 * at the bench's API (the URL is baked in at build time).
 */
import { runCommand } from './run-command.ts';
import { storefrontBuildDir, storefrontDir } from './paths.ts';

export async function buildStorefront(apiUrl: string): Promise<string> {
  await runCommand(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', storefrontBuildDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: storefrontDir,
      env: { NODE_ENV: 'production', VITE_API_URL: apiUrl, VITE_MARKET_HOST_SUFFIX: 'haat.localhost' },
    },
  );
  return storefrontBuildDir;
}
