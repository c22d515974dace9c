/**
 * The S3 image storage against a real S3-compatible server (s3rver, in this process, with its data in a
 * temporary folder): what the API writes is what a shopper's browser reads at the public URL, and the
 * server's refusals (a wrong secret, a missing bucket) are errors the API reports, never a silent loss.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3Options } from './s3-storage.ts';
import { IMMUTABLE_CACHE_CONTROL } from './storage.ts';

const BUCKET = 'haat-images';
let dir: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

// s3rver checks signatures made with its fixed credentials (its README).
const options = (overrides: Partial<S3Options> = {}): S3Options => ({
  endpoint,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  publicUrl: `${endpoint}/${BUCKET}`,
  timeoutMs: 5_000,
  ...overrides,
});

describe('S3 image storage on an S3-compatible server', () => {
  it('stores an image readable at its public URL with its type and cache lifetime, overwrites it, and deletes it', async () => {
    const storage = createS3Storage(options());
    const key = 'shops/7/products/12/ab12cd34.webp';
    await storage.put(key, new Uint8Array([82, 73, 70, 70, 1]), 'image/webp');
    const read = await fetch(storage.url(key));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(read.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect([...new Uint8Array(await read.arrayBuffer())]).toEqual([82, 73, 70, 70, 1]);
    expect([...(await storage.get(key))!]).toEqual([82, 73, 70, 70, 1]);
    expect(await storage.get('shops/7/products/12/never-there.webp')).toBeNull();

    await storage.put(key, new Uint8Array([9, 9]), 'image/webp');
    expect([...new Uint8Array(await (await fetch(storage.url(key))).arrayBuffer())]).toEqual([9, 9]);

    await storage.delete(key);
    expect((await fetch(storage.url(key))).status).toBe(404);
    // Deleting what is already gone is no error (a retried delete job).
    await storage.delete(key);
  });

  it('reports unknown credentials and a missing bucket as errors', async () => {
    await expect(
      createS3Storage(options({ accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'not-the-secret' })).put(
        'shops/1/logo.webp',
        new Uint8Array([1]),
        'image/webp',
      ),
    ).rejects.toThrow(/HTTP 403/u);
    await expect(
      createS3Storage(options({ bucket: 'no-such-bucket' })).put(
        'shops/1/logo.webp',
        new Uint8Array([1]),
        'image/webp',
      ),
    ).rejects.toThrow(/HTTP 404/u);
    await expect(
      createS3Storage(options({ accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'not-the-secret' })).delete(
        'shops/1/logo.webp',
      ),
    ).rejects.toThrow(/HTTP 403/u);
    const stranger = createS3Storage(options({ accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'not-the-secret' }));
    await expect(stranger.get('shops/1/logo.webp')).rejects.toThrow(/HTTP 403/u);
  });
});
