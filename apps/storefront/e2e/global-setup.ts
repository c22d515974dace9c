// Builds the storefront for this run (VITE_API_URL pointing at the e2e API), starts its production server
// (server.mjs, server rendering) on 3100, and starts the real API on 4100 with a fresh data folder
// and the demo shops; the run fails when the API does not come up. HAAT_E2E_SKIP_BUILD=1 reuses the last build;
// HAAT_E2E_EXTERNAL_API=1 uses an API already running on the e2e port instead of starting one.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_URL, API_PORT, API_URL, STOREFRONT_PORT, STOREFRONT_URL } from './fixtures/ports.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = join(appDir, '..', '..');
export const e2eBuildDir = join(appDir, 'node_modules', '.e2e-build');
const API_READY_TIMEOUT_MS = 180_000;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: appDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
    child.on('error', reject);
  });
}

async function buildStorefront(): Promise<void> {
  if (process.env['HAAT_E2E_SKIP_BUILD'] === '1' && existsSync(join(e2eBuildDir, 'server', 'index.js'))) return;
  await run('pnpm', ['exec', 'react-router', 'build'], {
    STOREFRONT_BUILD_DIR: e2eBuildDir,
    VITE_API_URL: API_URL,
    VITE_ADMIN_URL: ADMIN_URL,
    VITE_MARKET_HOST_SUFFIX: 'haat.localhost',
  });
}

/** The production server (server.mjs), as `npm start` runs it; resolves once it answers. */
async function serveStorefront(): Promise<ChildProcess> {
  const server = spawn('node', ['server.mjs'], {
    cwd: appDir,
    env: {
      ...process.env,
      STOREFRONT_BUILD_DIR: e2eBuildDir,
      PORT: String(STOREFRONT_PORT),
      NODE_ENV: 'production',
      // A request log line per page and asset would bury the test report; warnings and errors still show.
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The storefront server exited with ${server.exitCode} (port ${STOREFRONT_PORT} in use? set HAAT_E2E_STOREFRONT_PORT).`,
      );
    }
    try {
      await fetch(`${STOREFRONT_URL}/favicon.svg`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  server.kill('SIGTERM');
  throw new Error('The storefront server did not start within 30 s.');
}

async function waitForApi(child: ChildProcess | null): Promise<string | null> {
  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  // Set in the 'exit' listener; an annotation alone would be narrowed to null, as TypeScript does not see callbacks run.
  let exited = null as number | null;
  child?.once('exit', (code) => {
    exited = code ?? 1;
  });
  while (Date.now() < deadline) {
    if (exited !== null) return `the API exited with code ${exited} before it was ready`;
    try {
      // Ready once the demo shops are seeded.
      const response = await fetch(`${API_URL}/api/shop/online-shop/rongdhonu`);
      if (response.ok) return null;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return `the API did not answer within ${API_READY_TIMEOUT_MS / 1000} s`;
}

/** True when something already answers on the API port (e.g. another e2e run in this tree). */
async function apiPortTaken(): Promise<boolean> {
  try {
    await fetch(API_URL, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup() {
  const external = process.env['HAAT_E2E_EXTERNAL_API'] === '1';
  if (!external && (await apiPortTaken())) {
    throw new Error(
      `Port ${API_PORT} is already in use (another storefront e2e run?). Wait for it, or run with ` +
        'HAAT_E2E_API_PORT and HAAT_E2E_STOREFRONT_PORT set to free ports, or HAAT_E2E_EXTERNAL_API=1 to use that API.',
    );
  }
  await buildStorefront();
  const server = await serveStorefront();

  let api: ChildProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'haat-storefront-e2e-'));
  let missing: string | null;
  if (external) {
    // An API someone already runs on API_PORT (e.g. while developing the specs).
    missing = await waitForApi(null);
  } else {
    api = spawn('pnpm', ['--filter', '@haat/api', 'run', 'start:demo'], {
      cwd: repoDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(API_PORT),
        LOG_LEVEL: 'warn',
        STOREFRONT_URL,
        ADMIN_URL,
        // The storefront on localhost and on the demo custom domain (boighor.test) calls the API.
        CORS_ORIGINS: 'http://localhost:*,http://127.0.0.1:*,http://*.test:*,http://*.haat.localhost:*',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    missing = await waitForApi(api);
  }
  if (missing) {
    server.kill('SIGTERM');
    if (api?.pid !== undefined && api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`[storefront e2e] the seeded API is not available: ${missing}`);
  }

  return async () => {
    server.kill('SIGTERM');
    if (api?.pid !== undefined && api.exitCode === null) {
      // pnpm → tsx → node run as one process group: stop the whole group.
      process.kill(-api.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
