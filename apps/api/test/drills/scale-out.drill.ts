/**
 * Many instances on one PostgreSQL: 3 API processes and 2 storefront servers behind the real Caddy
 * (round robin, active health checks on /readyz, retries on another instance), under browsing and ordering, the
 * APIs' pools through PgBouncer in transaction mode and their sessions around it (DATABASE_DIRECT_URL), as
 * docs/scaling.md sets production up; the three start at once, so two or three migrate at the same time.
 * Mid-run one API instance is killed (`kill -9`) and started again. Proves: no acknowledged order lost or
 * made twice (stock + sold = initial), no browsing request answered with an error, the login budget counted
 * once for all instances, and an owner's change reaching every instance's shop cache within a second.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/platform/db/client.ts';
import { RATE_LIMIT_POLICIES } from '../../src/platform/http/rate-limit.ts';
import { TEST_JWT_SECRET } from '../context.ts';
import { createCustomer, createOwner } from '../fixtures.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { createDrillDatabase, drillPostgresUnavailable, type DrillDatabase } from './support/drill-postgres.ts';
import { checkOrders, OrderLedger, retryAttempts, runOrderStream, seedOrderingWorld } from './support/order-ledger.ts';
import { pgBouncerUnavailable, startPgBouncer, type PgBouncer } from './support/pgbouncer.ts';
import { freePort } from './support/ports.ts';
import { ms, reportDrill } from './support/report.ts';

const CADDY = process.env.CADDY_BIN ?? '/usr/bin/caddy';
const STOREFRONT_DIR = fileURLToPath(new URL('../../../storefront', import.meta.url));
const API_INSTANCES = 3;

function unavailable(): string | null {
  if (!existsSync(CADDY) || spawnSync(CADDY, ['version']).status !== 0)
    return `no caddy at ${CADDY} (tooling/setup/system-deps.sh installs it)`;
  return pgBouncerUnavailable() ?? drillPostgresUnavailable();
}
const missing = unavailable();
if (missing && process.env.CI === 'true') throw new Error(`scale-out drill cannot run in CI: ${missing}`);

/**
 * A storefront instance as production runs it (`node server.mjs` beside its build, rendering with the API behind
 * `apiUrl`), or a stand-in page when the storefront has not been built. Resolves with its port and how to stop it.
 */
async function startStorefront(apiUrl: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  if (!existsSync(join(STOREFRONT_DIR, 'build/server/index.js'))) {
    const server = createServer(
      (_request, response) =>
        void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>stand-in</p>'),
    );
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: STOREFRONT_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_INTERNAL_URL: apiUrl,
    },
    stdio: 'ignore',
  });
  for (
    let waited = 0;
    !(await fetch(`http://127.0.0.1:${port}/favicon.svg`).then(
      (res) => res.ok,
      () => false,
    ));
    waited += 100
  ) {
    if (waited > 20_000) throw new Error('the storefront server did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe.skipIf(missing !== null)(
  `3 API and 2 storefront instances behind Caddy${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let dir: string | undefined;
    let database: DrillDatabase | undefined;
    let pooler: PgBouncer | undefined;
    let seeding: DatabaseHandle | undefined;
    const apis: ApiProcess[] = [];
    const storefronts: { port: number; stop: () => Promise<void> }[] = [];
    let caddy: ChildProcess | undefined;
    afterAll(async () => {
      if (caddy && caddy.exitCode === null) {
        caddy.kill('SIGTERM');
        await new Promise((resolve) => caddy!.once('exit', resolve));
      }
      for (const storefront of storefronts) await storefront.stop();
      for (const api of apis) await api.stop();
      await pooler?.stop();
      await seeding?.close();
      await database?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('loses no order, shows no error, keeps budgets global and caches fresh while an instance dies and comes back', async () => {
      dir = await mkdtemp(join(tmpdir(), 'haat-drill-scale-'));
      database = await createDrillDatabase('scale');
      pooler = await startPgBouncer(database.url);
      // Two proxy hops: Caddy, and the load balancer the shoppers' own addresses come through (X-Forwarded-For).
      const env = {
        DATABASE_URL: pooler.url,
        DATABASE_DIRECT_URL: database.url,
        DATA_DIR: dir,
        SHOP_CACHE_SECONDS: '60',
        LOG_LEVEL: 'error',
        TRUST_PROXY: '2',
      };
      // The first migrates; the others start while it may still hold the migration lock.
      apis.push(...(await Promise.all(Array.from({ length: API_INSTANCES }, () => startApiProcess({ env })))));
      seeding = openPostgres(database.url, { poolMax: 2 });
      const world = await seedOrderingWorld(seeding.db, [1_000_000, 1_000_000, 1_000_000]);
      const owner = await createOwner({ db: seeding.db, config: { jwtSecret: TEST_JWT_SECRET } }, { shop: world.shop });
      const { customer } = await createCustomer({ db: seeding.db }, { shop: world.shop });

      // The storefront servers render with the API through the edge, as behind a real load balancer.
      const edgePort = await freePort();
      for (let index = 0; index < 2; index += 1)
        storefronts.push(await startStorefront(`http://127.0.0.1:${edgePort}`));
      const storefrontPorts = storefronts.map((storefront) => storefront.port);

      const upstreams = apis.map((api) => new URL(api.url).host).join(' ');
      const caddyfile = join(dir, 'Caddyfile');
      await writeFile(
        caddyfile,
        `{
	admin off
	auto_https off
}
http://127.0.0.1:${edgePort} {
	handle /api/* {
		reverse_proxy ${upstreams} {
			lb_policy round_robin
			trusted_proxies 127.0.0.1/32
			lb_try_duration 5s
			lb_try_interval 100ms
			fail_duration 5s
			health_uri /readyz
			health_interval 500ms
			health_timeout 1s
		}
	}
	handle {
		reverse_proxy ${storefrontPorts.map((port) => `127.0.0.1:${port}`).join(' ')} {
			lb_policy round_robin
			lb_try_duration 5s
		}
	}
}
`,
      );
      caddy = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          XDG_DATA_HOME: join(dir, 'data'),
          XDG_CONFIG_HOME: join(dir, 'config'),
        },
        stdio: 'ignore',
      });
      const edge = `http://127.0.0.1:${edgePort}`;
      for (
        let waited = 0;
        !(await fetch(`${edge}/api/shop/online-shop/${world.shopSlug}`).then(
          (res) => res.ok,
          () => false,
        ));
        waited += 100
      ) {
        if (waited > 20_000) throw new Error('caddy did not answer within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // Browsing through the edge, ordering through the edge; one API instance dies at 3 s and is back after.
      const reads = { sent: 0, errors: [] as string[] };
      const paths = [
        `/api/shop/online-shop/${world.shopSlug}`,
        `/api/shop/products?shop_id=${world.shopId}`,
        `/api/shop/product/${world.products[0]!.slug}?shop_id=${world.shopId}`,
        '/',
        `/shop/${world.shopSlug}`,
      ];
      let stopping = false;
      const browse = async () => {
        for (let n = 0; !stopping; n += 1) {
          reads.sent += 1;
          const path = paths[n % paths.length]!;
          const status = await fetch(`${edge}${path}`, { signal: AbortSignal.timeout(10_000) }).then(
            async (res) => (await res.arrayBuffer(), res.status),
            (error: unknown) => String(error),
          );
          if (status !== 200) reads.errors.push(`${path}: ${status}`);
        }
      };
      const ledger = new OrderLedger();
      const load = Promise.all([
        ...Array.from({ length: 4 }, browse),
        runOrderStream({
          baseUrl: edge,
          world,
          ledger,
          clients: 4,
          stop: () => stopping,
          endOnNoAnswer: false,
          pauseAfterErrorMs: 100,
        }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const victim = apis[1]!;
      const port = Number(new URL(victim.url).port);
      const killedAt = performance.now();
      await victim.kill9();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      apis[1] = await startApiProcess({ port, env });
      const outMs = performance.now() - killedAt;
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      stopping = true;
      await load;

      // Orders whose answer was lost (the instance died mid-request) are retried with their keys, as a shopper's app does.
      const unresolved = ledger.unresolved();
      const retryFailures = await retryAttempts(edge, unresolved);
      const check = await checkOrders(seeding.db, world, ledger);

      // The login budget: failed logins spread round robin over the instances are refused at the one count.
      const allowed = RATE_LIMIT_POLICIES.login.byAccount.points;
      const logins: number[] = [];
      for (let attempt = 0; attempt <= allowed; attempt += 1) {
        const res = await fetch(`${edge}/api/shop/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ shop_id: world.shopId, mobile: customer.mobile, password: 'not-the-password' }),
        });
        logins.push(res.status);
      }

      // An owner's change through one instance, seen by every instance (each has its shop cached for 60 s).
      const themeOn = async (api: ApiProcess) =>
        (
          (await (await fetch(`${api.url}/api/shop/online-shop/${world.shopSlug}`)).json()) as {
            data: { theme: number };
          }
        ).data.theme;
      const before = await Promise.all(apis.map(themeOn));
      const changed = await fetch(`${apis[0]!.url}/api/admin/v3/online-shop/theme?shop_id=${world.shopId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ theme: before[0] === 2 ? 3 : 2 }),
      });
      expect(changed.status).toBe(200);
      const changedAt = performance.now();
      const wanted = before[0] === 2 ? 3 : 2;
      const seenAfter = await Promise.all(
        apis.map(async (api) => {
          while ((await themeOn(api)) !== wanted) {
            if (performance.now() - changedAt > 5_000) return Number.POSITIVE_INFINITY;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          return performance.now() - changedAt;
        }),
      );

      reportDrill('scale-out', {
        pooler: `${pooler.version}, transaction mode`,
        api_instances: API_INSTANCES,
        storefront_instances: storefronts.length,
        reads: reads.sent,
        read_errors: reads.errors.length,
        orders_acknowledged: ledger.confirmed().size,
        order_answers: ledger.tally(),
        orders_retried_after_lost_answer: unresolved.length,
        orders_in_database: check.orders,
        killed_instance_out_ms: ms(outMs),
        login_statuses: logins.join(' '),
        invalidation_ms_by_instance: seenAfter.map(ms),
      });
      expect(reads.errors).toEqual([]);
      expect(retryFailures).toEqual([]);
      expect(check.failures).toEqual([]);
      expect(ledger.confirmed().size).toBeGreaterThan(50);
      expect(logins).toEqual([...Array<number>(allowed).fill(401), 429]);
      expect(Math.max(...seenAfter)).toBeLessThan(1_000);
    }, 240_000);
  },
);
