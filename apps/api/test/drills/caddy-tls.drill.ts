/**
 * The edge as shipped: the real Caddy runs deploy/caddy/sites.caddy (the production sites) behind its own
 * global options (free ports, its local CA instead of ACME, no admin endpoint), in front of a real API
 * process on PostgreSQL and a storefront stand-in that, like the storefront, asks the API which shop a
 * host serves. HTTPS to a verified custom domain gets a certificate from the local CA and the shop; a
 * published shop's subdomain too; an unknown or unverified domain gets no certificate at all. The pictures: the API
 * stores them in an S3-compatible server (s3rver here, SeaweedFS in deploy/compose.yaml) and hands out links on
 * Caddy's images site; a picture uploaded through the admin's API is fetched through the edge at that link.
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
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/platform/db/client.ts';
import { TEST_JWT_SECRET } from '../context.ts';
import { createOwner, createProduct } from '../fixtures.ts';
import { imageForm, testImage } from '../images.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { createDrillDatabase, drillPostgresUnavailable, type DrillDatabase } from './support/drill-postgres.ts';
import { freePort } from './support/ports.ts';
import { ms, reportDrill } from './support/report.ts';

const CADDY = process.env.CADDY_BIN ?? '/usr/bin/caddy';
const SITES = fileURLToPath(new URL('../../../../deploy/caddy/sites.caddy', import.meta.url));
const MARKET = 'haat.test';
const VERIFIED = 'boighor.test';
const UNVERIFIED = 'claimed-not-proven.test';
const IMAGES = `images.${MARKET}`;
const BUCKET = 'haat-images';

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
    let s3: S3rver;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'haat-drill-caddy-'));
      database = await createDrillDatabase('caddy');
      // The S3-compatible server (s3rver checks signatures made with its fixed key pair; anyone may read).
      s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: join(dir, 's3'),
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const s3Address = await s3.run();
      httpsPort = await freePort();
      api = await startApiProcess({
        env: {
          DATABASE_URL: database.url,
          MARKET_HOST_SUFFIX: MARKET,
          DATA_DIR: dir,
          IMAGE_STORAGE: 's3',
          S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
          S3_BUCKET: BUCKET,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          // As compose sets it: Caddy's images site (here on the drill's HTTPS port).
          S3_PUBLIC_URL: `https://${IMAGES}:${httpsPort}/${BUCKET}`,
        },
      });
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
          IMAGES_HOST: IMAGES,
          IMAGES_UPSTREAM: `127.0.0.1:${s3Address.port}`,
          S3_BUCKET: BUCKET,
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
      await s3?.close();
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

    it('a picture uploaded through the admin’s API is served through the edge at the link the API gives', async () => {
      const seeding = openPostgres(database.url, { poolMax: 1 });
      let owner: Awaited<ReturnType<typeof createOwner>>;
      let productId: number;
      try {
        owner = await createOwner({ db: seeding.db, config: { jwtSecret: TEST_JWT_SECRET } });
        productId = (await createProduct({ db: seeding.db }, { shop: owner.shop })).id;
      } finally {
        await seeding.close();
      }
      const uploaded = await fetch(`${api.url}/api/admin/v3/products/${productId}/image?shop_id=${owner.shop.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: imageForm(await testImage(640, 480)),
      });
      expect(uploaded.status).toBe(200);
      const product = ((await uploaded.json()) as { data: { image_url: string | null } }).data;
      const link = product.image_url ?? '';
      expect(link.startsWith(`https://${IMAGES}:${httpsPort}/${BUCKET}/`), link).toBe(true);

      const url = new URL(link);
      const picture = await new Promise<{ status: number; type?: string; cache?: string; bytes: Buffer }>(
        (resolve, reject) => {
          const request = httpsRequest(
            {
              host: '127.0.0.1',
              port: httpsPort,
              servername: IMAGES,
              headers: { host: url.host },
              path: url.pathname,
              ca: rootCa,
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  type: response.headers['content-type'],
                  cache: response.headers['cache-control'],
                  bytes: Buffer.concat(chunks),
                }),
              );
            },
          );
          request.on('error', reject);
          request.end();
        },
      );
      expect(picture.status).toBe(200);
      expect(picture.type).toBe('image/webp');
      expect(picture.cache).toContain('immutable');
      expect(picture.bytes.subarray(0, 4).toString()).toBe('RIFF');

      // Only reads of the bucket reach the store through the edge.
      const write = await new Promise<number>((resolve, reject) => {
        const request = httpsRequest(
          {
            host: '127.0.0.1',
            port: httpsPort,
            servername: IMAGES,
            headers: { host: url.host },
            path: url.pathname,
            method: 'DELETE',
            ca: rootCa,
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(write).toBe(404);
    });
  },
);
