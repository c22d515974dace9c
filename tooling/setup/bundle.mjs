// `npm run bundle`: the production bundle of each deployable in deploy/out, what its Dockerfile copies:
//   api/         `pnpm deploy --prod` of @haat/api: dist/ (plain JavaScript), drizzle/, production node_modules
//   storefront/  `pnpm deploy --prod` of @haat/storefront: server.mjs, its build in build/, production node_modules
//   admin/       the static build in dist/ and serve-build.mjs with its one dependency (sirv)
// The storefront and admin builds hold the API's public URL (VITE_API_URL etc., read when they are built).
// `node tooling/setup/bundle.mjs storefront` builds only the named ones (each Dockerfile builds its own).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'deploy/out');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const ALL = ['api', 'storefront', 'admin'];
const chosen = process.argv.length > 2 ? process.argv.slice(2) : ALL;
const unknown = chosen.filter((name) => !ALL.includes(name));
if (unknown.length > 0) throw new Error(`unknown bundle ${unknown.join(', ')}: choose from ${ALL.join(', ')}`);

run('pnpm', [
  'exec',
  'turbo',
  'run',
  'build',
  ...chosen.map((name) => `--filter=@haat/${name}`),
  '--output-logs=errors-only',
]);
for (const name of chosen) rmSync(join(out, name), { recursive: true, force: true });
if (chosen.includes('api')) run('pnpm', ['--filter', '@haat/api', 'deploy', '--prod', join(out, 'api')]);
if (chosen.includes('storefront')) {
  run('pnpm', ['--filter', '@haat/storefront', 'deploy', '--prod', join(out, 'storefront')]);
}
if (chosen.includes('admin')) {
  run('pnpm', ['--filter', '@haat/setup', 'deploy', '--prod', join(out, 'admin')]);
  cpSync(join(root, 'apps', 'admin', 'dist'), join(out, 'admin', 'dist'), { recursive: true });
}
console.info(`Bundles in ${out}: ${chosen.join(', ')}`);
