/**
 * The API as a real process (`node --import tsx src/main.ts`: the source `pnpm start` runs bundled) on a
 * port of the drills' range, ready once `/readyz` answers 200.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from '../../context.ts';
import { freePort } from './ports.ts';

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  /** Null while it runs. */
  exitCode(): number | null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote (stdout then stderr), for failure messages. */
  output(): string;
  /** kill -9, then waits until it is gone. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful shutdown), then waits until it is gone. */
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  /** Default: a free port of the drills' range. */
  port?: number;
  /** DATA_DIR, DATABASE_URL, SMS_GATEWAY, TRUST_PROXY, … */
  env: Record<string, string>;
  readyTimeoutMs?: number;
}

export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // The drills' shoppers come through a proxy, each with an address of their own (X-Forwarded-For).
      TRUST_PROXY: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the tail matters (a failure message); a long drill logs a lot.
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-20_000)));
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-20_000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const output = () => `${stdout}\n${stderr}`.trim();

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The API exited before it was ready:\n${output()}`);
    const healthy = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API was not ready within ${options.readyTimeoutMs ?? 90_000} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid!,
    startMs: performance.now() - started,
    exitCode: () => child.exitCode,
    exited,
    output,
    kill9: () => gone('SIGKILL'),
    stop: () => gone('SIGTERM'),
  };
}
