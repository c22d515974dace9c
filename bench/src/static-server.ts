/** Starts and stops the storefront's production server (apps/storefront/server.mjs, server rendering) on a build. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { storefrontDir } from './paths.ts';
import { processCpuSeconds } from './process-cpu.ts';
import { serverMemoryFrom, type ServerMemory } from './server-memory.ts';

const SERVER = fileURLToPath(new URL('server.mjs', `file://${storefrontDir}/`));

export interface StaticServer {
  url: string;
  /** CPU seconds the server process has used so far (null where /proc cannot tell). */
  cpuSeconds: () => number | null;
  /** The server's memory from its metrics (null when started without `metricsPort`, or when they did not answer). */
  memory: () => Promise<ServerMemory | null>;
  stop(): Promise<void>;
}

export interface StaticServerOptions {
  /** Where the server serves its Prometheus metrics (METRICS_PORT), for `memory()`. */
  metricsPort?: number;
}

export async function startStaticServer(
  dir: string,
  port: number,
  options: StaticServerOptions = {},
): Promise<StaticServer> {
  const url = `http://127.0.0.1:${port}`;
  const metricsUrl = options.metricsPort ? `http://127.0.0.1:${options.metricsPort}/metrics` : null;
  const child = spawn(process.execPath, [SERVER], {
    cwd: storefrontDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      STOREFRONT_BUILD_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(options.metricsPort ? { METRICS_PORT: String(options.metricsPort), METRICS_HOST: '127.0.0.1' } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The storefront server exited with ${child.exitCode} (port ${port} in use?)`);
    try {
      if ((await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) })).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The storefront server did not answer on ${url} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    cpuSeconds: () => (child.pid === undefined ? null : processCpuSeconds(child.pid)),
    memory: async () => {
      if (!metricsUrl) return null;
      try {
        const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(5_000) });
        return response.ok ? serverMemoryFrom(await response.text()) : null;
      } catch {
        return null;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
