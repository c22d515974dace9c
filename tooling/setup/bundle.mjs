// `npm run bundle`: the production bundle of each deployable in deploy/out, what its Dockerfile copies:
//   api/         `pnpm deploy --prod` of @haat/api: dist/ (plain JavaScript), drizzle/, production node_modules
//   storefront/  `pnpm deploy --prod` of @haat/storefront: server.mjs, its build in build/, production node_modules
//   admin/       the static build in dist/ and serve-build.mjs with its one dependency (sirv)
// The storefront and admin builds hold the API's public URL (VITE_API_URL etc., read when they are built).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'deploy/out');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@haat/api',
  '--filter=@haat/storefront',
  '--filter=@haat/admin',
  '--output-logs=errors-only',
]);
rmSync(out, { recursive: true, force: true });
run('pnpm', ['--filter', '@haat/api', 'deploy', '--prod', join(out, 'api')]);
run('pnpm', ['--filter', '@haat/storefront', 'deploy', '--prod', join(out, 'storefront')]);
run('pnpm', ['--filter', '@haat/setup', 'deploy', '--prod', join(out, 'admin')]);
cpSync(join(root, 'apps', 'admin', 'dist'), join(out, 'admin', 'dist'), { recursive: true });
console.info(`Bundles in ${out}: api, storefront, admin`);
