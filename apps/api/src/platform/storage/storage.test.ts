import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { assertSafeKey } from './storage.ts';

describe('local image storage', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'haat-storage-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes, addresses and deletes files under its folder', async () => {
    const storage = createLocalStorage({ dir, publicApiUrl: 'https://api.example.com' });
    await storage.put('shops/3/logo-ab12.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect([...(await readFile(join(dir, 'shops/3/logo-ab12.webp')))]).toEqual([1, 2, 3]);
    expect([...(await storage.get('shops/3/logo-ab12.webp'))!]).toEqual([1, 2, 3]);
    expect(await storage.get('shops/3/never-there.webp')).toBeNull();
    expect(storage.url('shops/3/logo-ab12.webp')).toBe('https://api.example.com/images/shops/3/logo-ab12.webp');
    await storage.delete('shops/3/logo-ab12.webp');
    await expect(readFile(join(dir, 'shops/3/logo-ab12.webp'))).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.delete('shops/3/never-there.webp');
  });

  it('refuses keys that would leave the folder', async () => {
    const storage = createLocalStorage({ dir, publicApiUrl: 'http://x' });
    for (const key of ['../etc/passwd', '/abs/path.webp', 'a/../../b.webp', 'a//b.webp', 'a/./b.webp', '']) {
      expect(() => assertSafeKey(key), key).toThrow(/Unsafe storage key/u);
    }
    await expect(storage.put('../outside.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/Unsafe/u);
    await expect(storage.get('../outside.webp')).rejects.toThrow(/Unsafe/u);
  });
});

describe('S3-compatible image storage', () => {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const seen: IncomingMessage[] = [];
  let endpoint: string;
  const server = createServer((request, response) => {
    seen.push(request);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (
        !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/auto\/s3\/aws4_request/u.test(
          request.headers.authorization ?? '',
        )
      ) {
        response.writeHead(403).end();
      } else if (request.method === 'PUT') {
        objects.set(path, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (object) response.writeHead(200, { 'content-type': object.contentType ?? 'image/webp' }).end(object.body);
        else response.writeHead(404).end();
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const storage = () =>
    createS3Storage({
      endpoint,
      bucket: 'haat-images',
      region: 'auto',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret-key',
      publicUrl: 'https://cdn.example.com',
    });

  it('puts signed objects path-style, with the content type and immutable caching', async () => {
    await storage().put('products/7/a1.webp', new Uint8Array([9, 8, 7]), 'image/webp');
    expect(objects.get('/haat-images/products/7/a1.webp')).toEqual({
      body: Buffer.from([9, 8, 7]),
      contentType: 'image/webp',
    });
    const put = seen.at(-1)!;
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/u);
    expect(put.headers['x-amz-content-sha256']).toMatch(/^(?:[0-9a-f]{64}|UNSIGNED-PAYLOAD)$/u);
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('reads objects back, null when the key holds none', async () => {
    await storage().put('products/7/c3-og1.jpg', new Uint8Array([4, 5]), 'image/jpeg');
    expect([...(await storage().get('products/7/c3-og1.jpg'))!]).toEqual([4, 5]);
    expect(await storage().get('products/7/never-there.jpg')).toBeNull();
  });

  it('deletes objects and addresses them through the public URL', async () => {
    await storage().put('products/7/b2.webp', new Uint8Array([1]), 'image/webp');
    await storage().delete('products/7/b2.webp');
    expect(objects.has('/haat-images/products/7/b2.webp')).toBe(false);
    expect(storage().url('products/7/b2.webp')).toBe('https://cdn.example.com/products/7/b2.webp');
  });

  it('fails loudly when the bucket refuses', async () => {
    const wrongKey = createS3Storage({
      endpoint,
      bucket: 'haat-images',
      region: 'auto',
      accessKeyId: 'SOMEONE',
      secretAccessKey: 'x',
      publicUrl: 'https://cdn.example.com',
    });
    await expect(wrongKey.put('products/1/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/HTTP 403/u);
  });
});
