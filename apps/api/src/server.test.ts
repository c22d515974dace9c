/**
 * The entry point as a real process: configuration errors, the embedded database's folder lock,
 * persistence across restarts and graceful shutdown.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPgliteDirectory } from './platform/db/client.ts';
import { createShop } from '../test/fixtures.ts';
import { TEST_JWT_SECRET } from '../test/context.ts';
import { createEmptyDatabase } from '../test/test-database.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  child: ChildProcess;
  url: Promise<string>;
  exit: Promise<{ code: number | null; stdout: string; stderr: string }>;
  lines: () => Record<string, unknown>[];
}

function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const lines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = lines().find((line) => line.msg === 'listening');
      if (listening) resolve(String(listening.url));
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exit.then(({ code }) => reject(new Error(`server exited with ${code} before listening:\n${stderr}`)));
  });
  url.catch(() => undefined);
  return { child, url, exit, lines };
}

const testDatabase = inject('testDatabase');
/**
 * The configuration and the embedded database do not depend on the test database's engine: they run in the PGlite
 * pass only, not again in CI's PostgreSQL pass (package.json runs both).
 */
const onPglite = testDatabase.engine === 'pglite';

// Each test starts a real process (tsx compiling the entry): slow on a busy machine.
describe('the server entry', { timeout: 120_000 }, () => {
  it.runIf(onPglite)('refuses a bad configuration with one clear line per problem and exit code 1', async () => {
    const { exit } = startServer({
      NODE_ENV: 'production',
      PORT: 'eighty',
      IMAGE_STORAGE: 's3',
      S3_ENDPOINT: 'not a url',
    });
    const { code, stderr, stdout } = await exit;
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      [
        'Invalid configuration:',
        '  PORT: must be a whole number between 0 and 65535',
        '  S3_ENDPOINT: must be an absolute URL such as https://example.com',
        '',
      ].join('\n'),
    );
    expect(stderr).not.toMatch(/\bat .+:\d+:\d+/u);

    const second = await startServer({ NODE_ENV: 'production', IMAGE_STORAGE: 's3' }).exit;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('  JWT_SECRET: is required in production');
    expect(second.stderr).toContain('  S3_BUCKET: is required when IMAGE_STORAGE=s3');
    expect(second.stderr).not.toMatch(/\bat .+:\d+:\d+/u);
  });

  describe.runIf(onPglite)('on the embedded database', () => {
    let dataDir: string;
    let first: Running;
    let baseUrl: string;
    const env = () => ({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'info' });

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'haat-server-'));
      first = startServer(env());
      baseUrl = await first.url;
    }, 120_000);
    afterAll(async () => {
      if (first?.child.exitCode === null) first.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    });

    it('starts, migrates and answers', async () => {
      const res = await fetch(`${baseUrl}/readyz`);
      expect(res.status).toBe(200);
      expect(first.lines().find((line) => line.msg === 'listening')).toMatchObject({ engine: 'pglite' });
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
    });

    it('keeps a second process off the same folder', async () => {
      const { code, stderr } = await startServer(env()).exit;
      expect(code).toBe(1);
      expect(stderr).toContain(`The embedded database is already in use by another process (pid ${first.child.pid})`);
      expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    });

    it('finishes an in-flight request on SIGTERM, refuses new ones, closes the database and exits 0', async () => {
      // A request whose body is still arriving when the signal comes.
      let request!: ClientRequest;
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        request = httpRequest(`${baseUrl}/api/shop/slow-upload`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
      });
      request.write('{"part": ');
      await new Promise((resolve) => setTimeout(resolve, 300));

      first.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(first.child.exitCode).toBeNull();
      await expect(fetch(`${baseUrl}/readyz`)).rejects.toThrow();

      request.end('1}');
      const { status, body } = await answer;
      expect(status).toBe(404);
      expect(JSON.parse(body)).toEqual({ status: 404, message: 'Not found' });

      const { code } = await first.exit;
      expect(code).toBe(0);
      expect(first.lines().map((line) => line.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    });

    it('keeps its data across restarts', async () => {
      const database = await openPgliteDirectory(dataDir);
      await createShop(database, { slug: 'survivor' });
      await database.close();

      const again = startServer(env());
      const url = await again.url;
      const res = await fetch(`${url}/api/shop/online-shop/survivor`);
      expect(res.status).toBe(200);
      again.child.kill('SIGINT');
      expect((await again.exit).code).toBe(0);
    });
  });

  describe.runIf(!onPglite)('on PostgreSQL (TEST_DATABASE_URL)', () => {
    it('migrates an empty database at start, answers, and closes its pool on SIGTERM', async () => {
      if (testDatabase.engine !== 'postgres') return;
      const database = await createEmptyDatabase(testDatabase.url);
      const dataDir = await mkdtemp(join(tmpdir(), 'haat-server-pg-'));
      try {
        const server = startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET });
        const url = await server.url;
        expect(server.lines().find((line) => line.msg === 'listening')).toMatchObject({ engine: 'postgres' });
        expect((await fetch(`${url}/readyz`)).status).toBe(200);
        expect((await fetch(`${url}/api/shop/online-shop/nobody`)).status).toBe(404);
        server.child.kill('SIGTERM');
        expect((await server.exit).code).toBe(0);
        expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });
});
