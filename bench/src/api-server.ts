/**
 * An API process of its own for a bench phase: `apps/api` start:demo (demo shops seeded into an
 * empty database), production mode, its request log in a file. It runs in a separate process from
 * the load generator so the two never share an event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { apiDir } from './paths.ts';
import { processCpuSeconds } from './process-cpu.ts';

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

export interface ApiServer {
  url: string;
  logFile: string;
  /** CPU seconds the API process has used so far (null where /proc cannot tell). */
  cpuSeconds: () => number | null;
  stop(): Promise<void>;
}

export interface ApiServerOptions {
  port: number;
  /** PostgreSQL database URL; unset runs the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** The API's LOG_LEVEL (default info: one request line per request, as in production). */
  logLevel?: 'info' | 'warn';
}

/** Exits of the children still running, so an interrupted bench stops them too. */
const running = new Set<ChildProcess>();
export function stopAllApiServers(): void {
  for (const child of running) child.kill('SIGTERM');
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`The API exited with code ${exitCode} before it was ready; see ${logFile}`);
    try {
      // start:demo seeds before it listens: the first answer means the demo shops are there.
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill('SIGTERM');
  throw new Error(`The API did not answer within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

async function portAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const url = `http://127.0.0.1:${options.port}`;
  if (await portAnswers(url))
    throw new Error(`Port ${options.port} is already in use; the bench needs it for its own API.`);
  const logFile = join(options.dataDir, 'api.log');
  const log = openSync(logFile, 'a');
  // BENCH_API_PROFILE=DIR: the API writes its CPU profile there when it stops (open it in Chrome's DevTools).
  const profileDir = process.env['BENCH_API_PROFILE'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/seed/start-demo.ts'], {
    cwd: apiDir,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The bench measures the production build on this machine's embedded database, disk and log SMS sender.
      ALLOW_IN_PRODUCTION: 'embedded-database,local-images,log-sms',
      // Shoppers arrive through a proxy; the checkout suite sends each order from its own address.
      TRUST_PROXY: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // Blank means "not configured": PGlite in DATA_DIR.
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      PUBLIC_API_URL: url,
      LOG_LEVEL: options.logLevel ?? 'info',
    },
  });
  closeSync(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  await waitUntilReady(url, child, logFile);
  return {
    url,
    logFile,
    cpuSeconds: () => (child.pid === undefined ? null : processCpuSeconds(child.pid)),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
