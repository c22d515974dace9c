import { AwsClient } from 'aws4fetch';
import { assertSafeKey, IMMUTABLE_CACHE_CONTROL, type ImageStorage } from './storage.ts';

export interface S3Options {
  /** The S3-compatible endpoint (SeaweedFS, Garage, R2, AWS…); objects are addressed path-style: `{endpoint}/{bucket}/{key}`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the public reads the bucket (a CDN or the bucket's public URL). */
  publicUrl: string;
  timeoutMs?: number;
}

/** Images in an S3-compatible bucket, signed with AWS Signature V4. */
export function createS3Storage(options: S3Options): ImageStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  });
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${options.endpoint}/${encodeURIComponent(options.bucket)}/${key}`;
  };
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 15_000);
  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body,
        headers: { 'content-type': contentType, 'cache-control': IMMUTABLE_CACHE_CONTROL },
        signal: timeout(),
      });
      if (!response.ok) throw new Error(`Image storage refused ${key}: HTTP ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key), { method: 'GET', signal: timeout() });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Image storage could not read ${key}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: 'DELETE', signal: timeout() });
      if (!response.ok && response.status !== 404)
        throw new Error(`Image storage could not delete ${key}: HTTP ${response.status}`);
    },
    url(key) {
      assertSafeKey(key);
      return `${options.publicUrl}/${key}`;
    },
  };
}
