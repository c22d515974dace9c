/** Starts and stops the storefront's production server (apps/storefront/server.mjs, server rendering) on a build. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { storefrontDir } from './paths.ts';
import { processCpuSeconds } from './process-cpu.ts';

const SERVER = fileURLToPath(new URL('server.mjs', `file://${storefrontDir}/`));

export interface StaticServer {
  url: string;
  /** CPU seconds the server process has used so far (null where /proc cannot tell). */
  cpuSeconds: () => number | null;
  stop(): Promise<void>;
}

export async function startStaticServer(dir: string, port: number): Promise<StaticServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    cwd: storefrontDir,
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_BUILD_DIR: dir, PORT: String(port), HOST: '127.0.0.1' },
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
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
