// `npm start`: runs the built product on this machine: the API (embedded PGlite, demo shops seeded on first start),
// the storefront (its server-rendering Node server) and the admin (static), each served as it would be deployed. Runs on the repo's Node 24 (via pnpm).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticBuildHandler } from './static-build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const apiPort = Number(process.env.PORT ?? 4000);
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 3000);
const adminPort = Number(process.env.ADMIN_PORT ?? 3001);

const children = [];
function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Serves a static build; resolves to its address once it listens, or null when it is not built. */
async function serveStatic(name, dir, port) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.info(`${name}: not built yet (${dir})`);
    return null;
  }
  const assets = staticBuildHandler(dir);
  await new Promise((resolve) => createServer(assets).listen(port, resolve));
  return `http://localhost:${port}/`;
}

/**
 * The storefront's own server (server rendering), as deployed: `node server.mjs` beside its build. Resolves to its
 * address once it answers, or null when it is not built.
 */
async function serveStorefront(port) {
  const dir = join(root, 'apps/storefront');
  if (!existsSync(join(dir, 'build/server/index.js'))) {
    console.info(`storefront: not built yet (${dir}/build)`);
    return null;
  }
  const server = spawn(process.execPath, ['server.mjs'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The server renders with the API this start runs (the browser uses the URL the build holds).
    env: {
      API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
    },
  });
  server.on('exit', (code) => stopAll(code ?? 1));
  children.push(server);
  for (let tries = 0; tries < 100; tries += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/favicon.svg`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return `http://localhost:${port}/`;
}

/** Resolves once the API answers `/readyz` (migrated, demo shops seeded, listening). */
async function apiReady(port) {
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const withApi = existsSync(join(root, 'apps/api/package.json'));
if (withApi) {
  const api = spawn('pnpm', ['--filter', '@haat/api', 'run', 'start:demo'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      STOREFRONT_URL: `http://localhost:${storefrontPort}`,
      ADMIN_URL: `http://localhost:${adminPort}`,
    },
  });
  api.on('exit', (code) => stopAll(code ?? 1));
  children.push(api);
} else {
  console.info('api: not present yet');
}
const [storefrontUrl, adminUrl] = await Promise.all([
  serveStorefront(storefrontPort),
  serveStatic('admin', join(root, 'apps/admin/dist'), adminPort),
]);
// The addresses only once the API answers: a page opened before would fail on its first API call.
if (withApi) await apiReady(apiPort);
if (storefrontUrl) console.info(`storefront: ${storefrontUrl}`);
if (adminUrl) console.info(`admin: ${adminUrl}`);
if (children.length === 0) console.info('Nothing to run yet: the shared packages are built and tested by `npm test`.');
