/**
 * Uploads of the admin (banner, logo, product images): the multipart `image` field, converted by
 * sharp and written to storage BEFORE any database write, so no transaction waits on storage.
 * Storage failures become a 500 whose message the admin shows as "try again later".
 */
import * as v from 'valibot';
import { HttpError } from '../../lib/errors.ts';
import { deleteImage, processImage, storeImage, type ImageKind } from '../../lib/images.ts';
import { errorFields, type Logger } from '../../lib/logger.ts';
import type { ImageStorage } from '../../lib/storage/storage.ts';
import { objectBody } from './body-schema.ts';

/** `multipart/form-data` with one file under `image`. */
export const imageFormSchema = objectBody({
  image: v.file('validation.required'),
});

export const IMAGE_SAVE_FAILED = 'Could not save the image, please try again later';

export interface ImageDeps {
  storage: ImageStorage;
  logger: Logger;
}

/** Converts and stores an uploaded file; returns the new image's storage key. 422 when it is no image. */
export async function storeUpload(deps: ImageDeps, file: File, kind: ImageKind, prefix: string): Promise<string> {
  const processed = await processImage(new Uint8Array(await file.arrayBuffer()), kind);
  try {
    return await storeImage(deps.storage, prefix, processed);
  } catch (error) {
    deps.logger.error('image storage failed', { prefix, ...errorFields(error) });
    throw new HttpError(500, IMAGE_SAVE_FAILED);
  }
}

/** Deletes an image's files after the database no longer names them; a failure is only logged. */
export async function discardImage(deps: ImageDeps, key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await deleteImage(deps.storage, key);
  } catch (error) {
    deps.logger.warn('could not delete an old image', { key, ...errorFields(error) });
  }
}

/**
 * Stores an upload, then runs the database write that starts using it. When that write fails,
 * the new files are removed again and the error goes on.
 */
export async function withStoredUpload<T>(
  deps: ImageDeps,
  upload: { file: File; kind: ImageKind; prefix: string },
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = await storeUpload(deps, upload.file, upload.kind, upload.prefix);
  try {
    return await write(key);
  } catch (error) {
    await discardImage(deps, key);
    throw error;
  }
}
