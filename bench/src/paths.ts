/** Where things are, from this package's folder. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = fileURLToPath(new URL('..', import.meta.url));
export const repoDir = join(benchDir, '..');
export const apiDir = join(repoDir, 'apps', 'api');
export const storefrontDir = join(repoDir, 'apps', 'storefront');
/** The storefront build the bench serves and weighs (`dist` is ignored by git). */
export const storefrontBuildDir = join(benchDir, 'dist', 'storefront');
export const resultsFile = join(benchDir, 'results.json');
