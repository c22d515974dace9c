// The admin's production server (tooling/setup/static-build.mjs, as serve-build.mjs, `npm start` and the e2e run
// use it) on a small build: the security headers the build asked for go out with every answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSecurityHeaders, SECURITY_HEADERS_FILE } from '@haat/setup/security-headers';
import { staticBuildHandler } from '@haat/setup/static-build';

const dirs: string[] = [];
const servers: Server[] = [];

function build(withHeaders: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'haat-admin-build-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  if (withHeaders) {
    const headers = adminSecurityHeaders({
      apiUrl: 'https://api.haat.example/',
      imageUrls: ['https://images.haat.example/shops/'],
    });
    writeFileSync(join(dir, SECURITY_HEADERS_FILE), JSON.stringify(headers));
  }
  return dir;
}

async function serve(dir: string): Promise<string> {
  const server = createServer(staticBuildHandler(dir));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let admin = '';
let plain = '';
beforeAll(async () => {
  admin = await serve(build(true));
  plain = await serve(build(false));
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the admin's static server", () => {
  it('sends the policy, nosniff, the referrer policy and no framing with the page, its assets and the SPA fallback', async () => {
    for (const path of ['/', '/assets/app.js', '/admin/rongdhonu/orders']) {
      const response = await fetch(`${admin}${path}`);
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
      expect(directives.get('script-src'), path).toEqual(["'self'"]);
      expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.haat.example']);
      expect(directives.get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://api.haat.example',
        'https://images.haat.example',
      ]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/u);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('keeps them on a 304', async () => {
    const first = await fetch(`${admin}/assets/app.js`);
    const again = await fetch(`${admin}/assets/app.js`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('adds HSTS only when the request came over TLS', async () => {
    const tls = await fetch(`${admin}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const proxiedHttp = await fetch(`${admin}/`, { headers: { 'X-Forwarded-Proto': 'http, https' } });
    expect(proxiedHttp.headers.get('strict-transport-security')).toBeNull();
  });

  it('does not serve the headers file itself', async () => {
    const response = await fetch(`${admin}/${SECURITY_HEADERS_FILE}`);
    expect(await response.text()).not.toContain('Content-Security-Policy');
  });

  it('sends none of them for a build that asks for none (the storefront has its own server)', async () => {
    const response = await fetch(`${plain}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
