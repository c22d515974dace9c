/**
 * The edge as shipped: the real Caddy runs deploy/caddy/sites.caddy (the production sites) behind its own
 * global options (free ports, its local CA instead of ACME, no admin endpoint), in front of a real API
 * process on PostgreSQL and a storefront stand-in that, like the storefront, asks the API which shop a
 * host serves. HTTPS to a verified custom domain gets a certificate from the local CA and the shop; a
 * published shop's subdomain too; an unknown or unverified domain gets no certificate at all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { createDrillDatabase, drillPostgresUnavailable, type DrillDatabase } from './support/drill-postgres.ts';
import { freePort } from './support/ports.ts';
import { ms, reportDrill } from './support/report.ts';

const CADDY = process.env.CADDY_BIN ?? '/usr/bin/caddy';
const SITES = fileURLToPath(new URL('../../../../deploy/caddy/sites.caddy', import.meta.url));
const MARKET = 'haat.test';
const VERIFIED = 'boighor.test';
const UNVERIFIED = 'claimed-not-proven.test';

function unavailable(): string | null {
  if (!existsSync(CADDY) || spawnSync(CADDY, ['version']).status !== 0)
    return `no caddy at ${CADDY} (tooling/setup/system-deps.sh installs it)`;
  return drillPostgresUnavailable();
}
const missing = unavailable();
// CI installs what the drill needs: there, a missing tool is a failure, not a skip.
if (missing && process.env.CI === 'true') throw new Error(`caddy-tls drill cannot run in CI: ${missing}`);

describe.skipIf(missing !== null)(
  `Caddy's on-demand TLS for shops' domains${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let dir: string;
    let database: DrillDatabase;
    let api: ApiProcess;
    let storefront: Server;
    let caddy: ChildProcess;
    let caddyLog = '';
    let httpsPort: number;
    let rootCa: string;
    const asked: string[] = [];
    let askServer: Server;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'haat-drill-caddy-'));
      database = await createDrillDatabase('caddy');
      api = await startApiProcess({ env: { DATABASE_URL: database.url, MARKET_HOST_SUFFIX: MARKET, DATA_DIR: dir } });
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const owner = await client.query<{ id: number }>(
          `insert into owners (name, mobile, password_hash) values ('Owner', '01711000900', 'x') returning id`,
        );
        const shop = await client.query<{ id: number }>(
          `insert into shops (slug, name, owner_id) values ('boighor', 'বইঘর', $1) returning id`,
          [owner.rows[0]!.id],
        );
        const other = await client.query<{ id: number }>(
          `insert into shops (slug, name, owner_id) values ('claimer', 'Claimer', $1) returning id`,
          [owner.rows[0]!.id],
        );
        await client.query(
          `insert into custom_domains (shop_id, domain, verified, verification_token) values ($1, $2, true, 'proven'), ($3, $4, false, 'pending')`,
          [shop.rows[0]!.id, VERIFIED, other.rows[0]!.id, UNVERIFIED],
        );
      } finally {
        await client.end();
      }

      // Caddy asks through this pass-through, so the drill sees each question the API was asked.
      askServer = createServer((request, response) => {
        const domain = new URL(request.url ?? '/', 'http://ask').searchParams.get('domain') ?? '';
        asked.push(domain);
        void fetch(`${api.url}/api/admin/v2/domain-allowed?domain=${encodeURIComponent(domain)}`).then((answer) => {
          response.writeHead(answer.status).end();
        });
      });
      const askPort = await freePort();
      await new Promise<void>((resolve) => askServer.listen(askPort, '127.0.0.1', resolve));

      // The storefront stand-in: which shop does this host serve? (the storefront asks getDomainInfo for own domains)
      storefront = createServer((request, response) => {
        const host = (request.headers.host ?? '').split(':')[0]!;
        const slug = host.endsWith(`.${MARKET}`) ? host.slice(0, -MARKET.length - 1) : null;
        const lookup = slug
          ? Promise.resolve(slug)
          : fetch(`${api.url}/api/admin/v2/getDomainInfo?domain=${host}`).then(
              async (answer) => ((await answer.json()) as { data?: { slug?: string } }).data?.slug ?? null,
            );
        void lookup.then((found) =>
          response.writeHead(found ? 200 : 404, { 'content-type': 'text/plain' }).end(`shop:${found}`),
        );
      });
      const storefrontPort = await freePort();
      await new Promise<void>((resolve) => storefront.listen(storefrontPort, '127.0.0.1', resolve));

      httpsPort = await freePort();
      const httpPort = await freePort();
      const caddyfile = join(dir, 'Caddyfile');
      await writeFile(
        caddyfile,
        [
          '{',
          '\tadmin off',
          '\tskip_install_trust',
          `\thttp_port ${httpPort}`,
          `\thttps_port ${httpsPort}`,
          `\ton_demand_tls {\n\t\task http://127.0.0.1:${askPort}/\n\t}`,
          '}',
          '(site_tls) {\n\ttls internal\n}',
          '(on_demand_tls) {\n\ttls internal {\n\t\ton_demand\n\t}\n}',
          `import ${SITES}`,
          '',
        ].join('\n'),
      );
      caddy = spawn(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
        env: {
          PATH: process.env.PATH,
          HOME: dir,
          XDG_DATA_HOME: join(dir, 'data'),
          XDG_CONFIG_HOME: join(dir, 'config'),
          MARKET_HOST: MARKET,
          ADMIN_HOST: `admin.${MARKET}`,
          API_HOST: `api.${MARKET}`,
          API_UPSTREAMS: new URL(api.url).host,
          STOREFRONT_UPSTREAMS: `127.0.0.1:${storefrontPort}`,
          ADMIN_UPSTREAMS: `127.0.0.1:${storefrontPort}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      caddy.stdout!.on('data', (chunk: Buffer) => (caddyLog = (caddyLog + chunk.toString()).slice(-20_000)));
      caddy.stderr!.on('data', (chunk: Buffer) => (caddyLog = (caddyLog + chunk.toString()).slice(-20_000)));
      const rootPath = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
      const deadline = Date.now() + 30_000;
      while (!existsSync(rootPath) || !(await httpsAnswers(`api.${MARKET}`))) {
        if (caddy.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`);
        if (Date.now() > deadline) throw new Error(`caddy was not ready within 30 s:\n${caddyLog}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      rootCa = await readFile(rootPath, 'utf8');
    }, 120_000);

    afterAll(async () => {
      if (caddy && caddy.exitCode === null) {
        caddy.kill('SIGTERM');
        await new Promise((resolve) => caddy.once('exit', resolve));
      }
      await new Promise<void>((resolve) => (storefront ? storefront.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => (askServer ? askServer.close(() => resolve()) : resolve()));
      await api?.stop();
      await database?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    /** Whether anything answers HTTPS for `host` yet (the certificate unchecked): Caddy is up. */
    function httpsAnswers(host: string): Promise<boolean> {
      return new Promise((resolve) => {
        const request = httpsRequest(
          {
            host: '127.0.0.1',
            port: httpsPort,
            servername: host,
            headers: { host },
            path: '/livez',
            rejectUnauthorized: false,
          },
          (response) => {
            response.resume();
            resolve(true);
          },
        );
        request.on('error', () => resolve(false));
        request.end();
      });
    }

    /** GET / over HTTPS to `host`, trusting only Caddy's local CA: its certificate and answer, or the TLS failure. */
    function visit(
      host: string,
    ): Promise<{ status: number; body: string; certificate: PeerCertificate } | { failed: string }> {
      return new Promise((resolve) => {
        const request = httpsRequest(
          { host: '127.0.0.1', port: httpsPort, servername: host, headers: { host }, path: '/', ca: rootCa },
          (response) => {
            const certificate = (response.socket as TLSSocket).getPeerCertificate();
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body, certificate }));
          },
        );
        request.on('error', (error) => resolve({ failed: error.message }));
        request.end();
      });
    }

    it('a verified custom domain gets a certificate from the CA on its first visit, and the shop', async () => {
      const started = performance.now();
      const answer = await visit(VERIFIED);
      const firstVisitMs = performance.now() - started;
      expect(answer).toMatchObject({ status: 200, body: 'shop:boighor' });
      if ('failed' in answer) return;
      expect(answer.certificate.subjectaltname).toBe(`DNS:${VERIFIED}`);
      expect(String(answer.certificate.issuer.CN)).toMatch(/Caddy Local Authority/u);
      expect(asked).toContain(VERIFIED);
      const againStarted = performance.now();
      expect(await visit(VERIFIED)).toMatchObject({ status: 200 });
      reportDrill('caddy-tls', {
        first_visit_with_new_certificate_ms: ms(firstVisitMs),
        later_visit_ms: ms(performance.now() - againStarted),
      });
    });

    it('a published shop’s subdomain of the market host gets one too', async () => {
      const answer = await visit(`boighor.${MARKET}`);
      expect(answer).toMatchObject({ status: 200, body: 'shop:boighor' });
      if ('failed' in answer) return;
      expect(answer.certificate.subjectaltname).toBe(`DNS:boighor.${MARKET}`);
    });

    it('an unknown domain, an unverified claim and an unknown shop’s subdomain get no certificate', async () => {
      for (const host of ['no-such-shop.test', UNVERIFIED, `nobody.${MARKET}`]) {
        const answer = await visit(host);
        expect(answer, host).toHaveProperty('failed');
        expect(asked, host).toContain(host);
      }
    });

    it('the API behind its host answers through Caddy with the platform’s certificate, compressed', async () => {
      const answer = await visit(`api.${MARKET}`);
      expect(answer).toMatchObject({ status: 404 });
      if ('failed' in answer) return;
      expect(answer.certificate.subjectaltname).toBe(`DNS:api.${MARKET}`);
      const shop = await new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
        const request = httpsRequest(
          {
            host: '127.0.0.1',
            port: httpsPort,
            servername: `api.${MARKET}`,
            headers: { host: `api.${MARKET}`, 'accept-encoding': 'gzip' },
            path: '/api/shop/online-shop/boighor',
            ca: rootCa,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                body: gunzipSync(Buffer.concat(chunks)).toString(),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(shop.encoding).toBe('gzip');
      expect(JSON.parse(shop.body)).toMatchObject({ status: 200, data: { slug: 'boighor' } });
    });
  },
);
