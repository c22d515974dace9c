/**
 * Uploads of the admin (banner, logo, product images): the multipart `image` field (validated by
 * imageUploadFormSchema of @haat/domain), converted by sharp and written to storage BEFORE any
 * database write, so no transaction waits on storage.
 * Storage failures become a 500 whose message the admin shows as "try again later".
 */
import { and, eq, inArray } from 'drizzle-orm';
import { orderItems } from '../db/schema.ts';
import type { Database } from '../db/types.ts';
import { HttpError } from '../http/errors.ts';
import { deleteImage, processImage, storeImage, type ImageKind } from './images.ts';
import { errorFields, type Logger } from '../observability/logger.ts';
import type { ImageStorage } from './storage.ts';

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

/**
 * The `images.delete` job: deletes the files of images no row names any more, except those an order
 * line still shows (order_items copies the image key). A storage failure throws, so the job is retried.
 */
export async function discardImages(
  deps: { db: Database; storage: ImageStorage },
  shopId: number,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  const shown = await deps.db
    .selectDistinct({ key: orderItems.imageKey })
    .from(orderItems)
    .where(and(eq(orderItems.shopId, shopId), inArray(orderItems.imageKey, keys)));
  const kept = new Set(shown.map((row) => row.key));
  await Promise.all(keys.filter((key) => !kept.has(key)).map((key) => deleteImage(deps.storage, key)));
}

/** Deletes the files of an upload whose database write failed; a failure is only logged. */
async function discardImage(deps: ImageDeps, key: string | null | undefined): Promise<void> {
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
