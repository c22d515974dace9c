/**
 * `pnpm run start:demo` as the e2e suites and the repo's start command run it: a fresh data
 * folder and a port; it seeds, serves, prints its links, and stops cleanly on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 240_000;
const STOREFRONT_URL = 'http://localhost:3900';
const ADMIN_URL = 'http://localhost:3901';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

let dataDir: string;
let child: ChildProcess;
let output = '';
let exited: Promise<number | null>;
let running = false;
/** Every process of the group has let go of stdout (pnpm may exit before the server has stopped). */
let outputClosed: Promise<void>;
let baseUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'haat-start-demo-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'JWT_SECRET', 'IMAGE_DIR', 'PUBLIC_API_URL'])
    delete env[name];
  child = spawn('pnpm', ['run', 'start:demo'], {
    cwd: apiDir,
    env: {
      ...env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      STOREFRONT_URL,
      ADMIN_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // pnpm → tsx → node: one process group, stopped together like the e2e suites do.
    detached: true,
  });
  running = true;
  outputClosed = new Promise((resolve) => child.stdout!.once('close', () => resolve()));
  exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Customer login in every shop')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`start:demo exited with ${code} before it was ready:\n${output}`)));
  });
}, START_TIMEOUT_MS);

afterAll(async () => {
  if (running && child.pid !== undefined) {
    process.kill(-child.pid, 'SIGTERM');
    await Promise.all([exited, outputClosed]);
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('start:demo', () => {
  it('answers /readyz and serves the seeded demo shops', async () => {
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const response = await fetch(`${baseUrl}/api/shop/online-shop/rongdhonu`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { slug: string; theme: number; banner_url: string; banner_medium_url: string };
    };
    expect(body.data).toMatchObject({ slug: 'rongdhonu', theme: 1 });
    for (const url of [body.data.banner_url, body.data.banner_medium_url]) {
      const banner = await fetch(url.replace(/^http:\/\/localhost:\d+/u, baseUrl));
      expect(banner.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('prints each storefront URL, the custom domain with a way to reach it, and the demo logins', () => {
    for (const slug of ['rongdhonu', 'shobji-bazar', 'boighor', 'purono-dokan']) {
      expect(output).toContain(`${STOREFRONT_URL}/shop/${slug}`);
      expect(output).toMatch(new RegExp(`${ADMIN_URL}/admin/${slug}\\?token=[\\w.-]+&lang=bn&env=app`, 'u'));
    }
    expect(output).toContain('http://boighor.test:3900/');
    expect(output).toContain('--host-resolver-rules="MAP *.test 127.0.0.1"');
    expect(output).toContain('01811000001 / demo1234');
    expect(output).toContain('01711000001 / demo1234');
  });

  it('prints a working Meta catalogue feed for each published shop', async () => {
    const feeds = [...output.matchAll(/Meta feed: +(http\S+\.csv)/gu)].map((match) => match[1]!);
    expect(feeds).toHaveLength(3);
    for (const feed of feeds) {
      const response = await fetch(feed.replace(/^http:\/\/localhost:\d+/u, baseUrl));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    }
  });

  it("prints admin URLs whose token opens the owner's own shop", async () => {
    const match = new RegExp(`${ADMIN_URL}/admin/shobji-bazar\\?token=([\\w.-]+)&`, 'u').exec(output);
    const token = match![1]!;
    const shop = (await (await fetch(`${baseUrl}/api/shop/online-shop/shobji-bazar`)).json()) as {
      data: { id: number };
    };
    const response = await fetch(`${baseUrl}/api/admin/v3/online-shop?shop_id=${shop.data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { shop: { slug: string } } };
    expect(body.data.shop.slug).toBe('shobji-bazar');
  });

  it('stops cleanly on SIGTERM', async () => {
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.all([exited, outputClosed]);
    expect(output).toContain('"msg":"stopped"');
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 60_000);
});
