// CI's check of the production bundles (what the Dockerfiles copy): `npm run bundle`, then each bundle is
// started from deploy/out with plain node (the repo's Node 24), in production mode, and asked for a page:
// the API (seeded with the demo shops, on PGlite in a temporary folder, with the development settings opted
// into by name) answers /readyz and a shop lookup; the storefront renders a shop on its server and relays its pictures;
// the admin serves its index.html.
// No bundle may hold a development dependency. Prints each bundle's size and start time.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'deploy/out');
// The repo's pinned Node (the `node` devDependency), whatever node runs this script.
const pinnedNode = existsSync(join(root, 'node_modules/.bin/node'))
  ? join(root, 'node_modules/.bin/node')
  : process.execPath;
const DEV_ONLY = [
  'vitest',
  'tsx',
  'typescript',
  'eslint',
  'tsdown',
  '@playwright/test',
  'drizzle-kit',
  'vite',
  'autocannon',
];
const children = [];
const failures = [];

execFileSync('bash', ['tooling/setup/run.sh', 'bundle'], { cwd: root, stdio: 'inherit' });

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Bytes on disk, links not followed (pnpm links packages into node_modules from its virtual store). */
function sizeOf(path) {
  const stats = lstatSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((total, name) => total + sizeOf(join(path, name)), 0);
}

function devDependenciesIn(bundle) {
  const store = join(out, bundle, 'node_modules/.pnpm');
  if (!existsSync(store)) return [];
  return readdirSync(store).filter((entry) => DEV_ONLY.some((name) => entry.startsWith(`${name.replace('/', '+')}@`)));
}

function start(bundle, args, env) {
  const started = performance.now();
  const child = spawn(pinnedNode, args, {
    cwd: join(out, bundle),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-5000)));
  child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-5000)));
  children.push(child);
  return { child, started, output: () => output };
}

async function waitFor(name, url, ok, process, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.child.exitCode !== null) break;
    const answer = await fetch(url, { signal: AbortSignal.timeout(3000) }).then(
      async (res) => ({ status: res.status, body: await res.text() }),
      () => null,
    );
    if (answer && ok(answer))
      return console.info(`${name}: ${url} answered in ${((performance.now() - process.started) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  failures.push(`${name}: ${url} did not answer as expected\n${process.output()}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'haat-bundle-check-'));
try {
  for (const bundle of ['api', 'storefront', 'admin']) {
    const dev = devDependenciesIn(bundle);
    if (dev.length > 0) failures.push(`${bundle}: development dependencies in the bundle: ${dev.join(', ')}`);
    console.info(`${bundle}: ${(sizeOf(join(out, bundle)) / 1024 / 1024).toFixed(1)} MB`);
  }

  const production = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bundle-check-secret-that-is-long-enough-0123456789',
    ALLOW_IN_PRODUCTION: 'embedded-database,local-images,log-sms',
    LOG_LEVEL: 'warn',
  };
  const seeded = spawn(pinnedNode, ['dist/seed.mjs'], {
    cwd: join(out, 'api'),
    env: { PATH: process.env.PATH, ...production },
    stdio: 'inherit',
  });
  const seedCode = await new Promise((resolve) => seeded.once('exit', resolve));
  if (seedCode !== 0) failures.push(`api: dist/seed.mjs exited with ${seedCode}`);

  const apiPort = await freePort();
  // Its public URL is the one the storefront's build was made with (VITE_API_URL's default), as in a deployment
  // where the API is reached inside by another address (API_INTERNAL_URL below).
  const api = start('api', ['dist/main.mjs'], {
    ...production,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_API_URL: 'http://localhost:4000',
  });
  await waitFor('api', `http://127.0.0.1:${apiPort}/readyz`, ({ status }) => status === 200, api);
  await waitFor(
    'api',
    `http://127.0.0.1:${apiPort}/api/shop/online-shop/boighor`,
    ({ status, body }) => status === 200 && JSON.parse(body).data?.slug === 'boighor',
    api,
    10_000,
  );

  const storefrontPort = await freePort();
  // The storefront's build calls the API at its public URL; here the API is on a free port, so the server is told.
  const storefront = start('storefront', ['server.mjs'], {
    NODE_ENV: 'production',
    PORT: String(storefrontPort),
    HOST: '127.0.0.1',
    API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`,
  });
  // Rendered on the server: the shop's name is in the HTML.
  await waitFor(
    'storefront',
    `http://127.0.0.1:${storefrontPort}/shop/boighor`,
    ({ status, body }) => status === 200 && body.includes('বইঘর'),
    storefront,
    30_000,
  );
  // The shop's pictures come from the page's own origin: the storefront relays /images/ to the API (decision 127).
  const home = await fetch(`http://127.0.0.1:${storefrontPort}/shop/boighor`).then(
    (res) => res.text(),
    () => '',
  );
  const picture = /src="(\/images\/[^"]+\.webp)"/u.exec(home)?.[1];
  if (!picture) failures.push('storefront: the shop home names no picture under /images/');
  else {
    await waitFor(
      'storefront',
      `http://127.0.0.1:${storefrontPort}${picture}`,
      ({ status, body }) => status === 200 && body.startsWith('RIFF'),
      storefront,
      10_000,
    );
  }
  // The health checks the images run (their Dockerfiles' HEALTHCHECK).
  await waitFor('storefront', `http://127.0.0.1:${storefrontPort}/readyz`, ({ status }) => status === 200, storefront);
  await waitFor('storefront', `http://127.0.0.1:${storefrontPort}/livez`, ({ status }) => status === 200, storefront);
  const adminPort = await freePort();
  const admin = start('admin', ['serve-build.mjs', 'dist'], { PORT: String(adminPort), HOST: '127.0.0.1' });
  await waitFor('admin', `http://127.0.0.1:${adminPort}/livez`, ({ status }) => status === 200, admin, 30_000);
  await waitFor(
    'admin',
    `http://127.0.0.1:${adminPort}/`,
    ({ status, body }) => status === 200 && body.includes('<div id="root"'),
    admin,
    30_000,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`Bundle check failed:\n${failures.join('\n\n')}`);
  process.exit(1);
}
console.info('Bundle check passed: api, storefront and admin start from deploy/out with plain node.');
