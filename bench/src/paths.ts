/** Where things are, from this package's folder. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = fileURLToPath(new URL('..', import.meta.url));
export const repoDir = join(benchDir, '..');
export const apiDir = join(repoDir, 'apps', 'api');
export const storefrontDir = join(repoDir, 'apps', 'storefront');
/**
 * The storefront build the bench serves and weighs: inside the storefront's own node_modules (ignored by git, as
 * the e2e run's build), so the server build's packages (react, valibot, …) resolve from the storefront's folder.
 */
export const storefrontBuildDir = join(storefrontDir, 'node_modules', '.bench-build');
export const resultsFile = join(benchDir, 'results.json');
/** React Router's floor (src/suites/ssr-floor.ts): the app and its build, where its packages resolve from the bench's. */
export const floorAppDir = join(benchDir, 'floor-app');
export const floorAppBuildDir = join(benchDir, 'node_modules', '.floor-app-build');
