import type { Config } from '../config/env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ImageStorage } from './storage.ts';

export function createStorage(config: Pick<Config, 'images' | 'publicApiUrl'>): ImageStorage {
  const images = config.images;
  if (images.driver === 'local') return createLocalStorage({ dir: images.dir, publicApiUrl: config.publicApiUrl });
  return createS3Storage(images);
}
