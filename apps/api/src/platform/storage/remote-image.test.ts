import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteImage, isInternalAddress } from './remote-image.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/big.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.alloc(2048));
      return;
    }
    if (request.url === '/slow.png') return; // never answers
    if (request.url === '/to-big') {
      response.writeHead(302, { location: '/big.png' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([1, 2, 3]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('isInternalAddress', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isInternalAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '103.4.145.2', '2606:4700::1111'])
      expect(isInternalAddress(address), address).toBe(false);
  });
});

describe('fetchRemoteImage', () => {
  it('refuses this machine unless private addresses are allowed (tests)', async () => {
    await expect(fetchRemoteImage(`${base}/a.png`, { allowPrivate: false })).rejects.toThrow('private network');
    await expect(
      fetchRemoteImage(`http://localhost:${new URL(base).port}/a.png`, { allowPrivate: false }),
    ).rejects.toThrow('private network');
    expect(await fetchRemoteImage(`${base}/a.png`, { allowPrivate: true })).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses other schemes, pictures over the size limit (after a redirect too) and slow servers', async () => {
    await expect(fetchRemoteImage('ftp://example.com/a.png', { allowPrivate: true })).rejects.toThrow('http or https');
    await expect(fetchRemoteImage(`${base}/to-big`, { allowPrivate: true, maxBytes: 1024 })).rejects.toThrow(
      'larger than',
    );
    await expect(fetchRemoteImage(`${base}/slow.png`, { allowPrivate: true, timeoutMs: 200 })).rejects.toThrow(
      'took too long',
    );
  });
});
