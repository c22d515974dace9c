import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type ImageStorage } from './storage.ts';

/** Images in a local folder, served by the API at `{publicApiUrl}/images/{key}`. */
export function createLocalStorage(options: { dir: string; publicApiUrl: string }): ImageStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(options.dir, key);
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url(key) {
      assertSafeKey(key);
      return `${options.publicApiUrl}/images/${key}`;
    },
  };
}
