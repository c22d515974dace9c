// Builds the admin for this run, serves it statically (SPA fallback) and starts the real API with
// a fresh data folder and the demo shops; the run fails when the API does not come up.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticBuildHandler } from '@haat/setup/static-build';
import { ADMIN_PORT, ADMIN_URL, API_PORT, API_URL, STOREFRONT_URL } from './support/ports.ts';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = join(appDir, '..', '..');
const buildDir = join(appDir, 'node_modules', '.e2e-build');
const API_READY_TIMEOUT_MS = 180_000;

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
    child.on('error', reject);
  });
}

async function buildAdmin(): Promise<void> {
  if (process.env['HAAT_E2E_SKIP_BUILD'] === '1' && existsSync(join(buildDir, 'index.html'))) return;
  await run('pnpm', ['exec', 'vite', 'build', '--outDir', buildDir, '--emptyOutDir'], {
    cwd: appDir,
    env: { VITE_API_URL: API_URL, VITE_STOREFRONT_URL: STOREFRONT_URL },
  });
}

function serveAdmin(): Promise<Server> {
  const assets = staticBuildHandler(buildDir);
  const server = createServer((request, response) => assets(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ADMIN_PORT, '127.0.0.1', () => resolve(server));
  });
}

async function waitForApi(child: ChildProcess): Promise<string | null> {
  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  // Set in the 'exit' listener; an annotation alone would be narrowed to null, as TypeScript does not see callbacks run.
  let exited = null as number | null;
  child.once('exit', (code) => {
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

function openApiLog(): number {
  const dir = join(appDir, 'test-results');
  mkdirSync(dir, { recursive: true });
  return openSync(join(dir, 'api.log'), 'w');
}

export default async function globalSetup() {
  await buildAdmin();
  const server = await serveAdmin();

  const dataDir = mkdtempSync(join(tmpdir(), 'haat-admin-e2e-'));
  const api = spawn('pnpm', ['--filter', '@haat/api', 'run', 'start:demo'], {
    cwd: repoDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(API_PORT),
      ADMIN_URL,
      STOREFRONT_URL,
      CORS_ORIGINS: [ADMIN_URL, STOREFRONT_URL, `http://127.0.0.1:${ADMIN_PORT}`].join(','),
      // The specs' new owners come through one trusted proxy, each from an address of their own (support/api.ts).
      TRUST_PROXY: '1',
    },
    // The API's request log goes to a file; its errors stay on the console.
    stdio: ['ignore', openApiLog(), 'inherit'],
    detached: true,
  });
  const missing = await waitForApi(api);
  if (missing) {
    server.close();
    if (api.pid !== undefined && api.exitCode === null) process.kill(-api.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`[admin e2e] the seeded API is not available: ${missing}`);
  }

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (api.pid !== undefined && api.exitCode === null) {
      // The API runs as its own process group (pnpm → tsx → node): stop the whole group.
      process.kill(-api.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
