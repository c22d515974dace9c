// `npm run bundle`: the production bundle of each deployable in deploy/out, what its Dockerfile copies:
//   api/         `pnpm deploy --prod` of @haat/api: dist/ (plain JavaScript), drizzle/, production node_modules
//   storefront/  the static build in dist/ and serve-build.mjs with its one dependency (sirv)
//   admin/       the same for the admin
// The storefront and admin builds hold the API's public URL (VITE_API_URL etc., read when they are built).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'deploy/out');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@haat/api', '--filter=@haat/storefront', '--filter=@haat/admin', '--output-logs=errors-only']);
rmSync(out, { recursive: true, force: true });
run('pnpm', ['--filter', '@haat/api', 'deploy', '--prod', join(out, 'api')]);
for (const app of ['storefront', 'admin']) {
  run('pnpm', ['--filter', '@haat/setup', 'deploy', '--prod', join(out, app)]);
  cpSync(join(root, 'apps', app, 'dist'), join(out, app, 'dist'), { recursive: true });
}
console.info(`Bundles in ${out}: api, storefront, admin`);
