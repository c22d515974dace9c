/** Where uploaded images live. Keys look like `shops/12/banner-7f3k2.webp`. */
export interface ImageStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key (made-on-demand variants: link previews). */
  get(key: string): Promise<Uint8Array | null>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** The absolute public URL of a key. */
  url(key: string): string;
}

/** Images never change under a key (new uploads get new keys), so they may be cached for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/iu;

/** Refuses keys that could leave the storage folder or bucket prefix. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}
