/**
 * Link-preview images, each made once per picture and kept in the image storage under a key derived
 * from the picture's (`{base}-og1.jpg`, src/platform/storage/images.ts), so every API instance, and the CDN in front
 * of them, reuses it, and deleting the picture deletes its preview. Making one costs a sharp pipeline
 * (15 to 100 ms of a thread-pool thread), so the work is bounded:
 * - at most LINK_PREVIEW_CONCURRENCY previews are made at once per process, waiting ones take turns by
 *   shop (a flood of one shop's products does not hold up another shop's preview), and beyond
 *   LINK_PREVIEW_MAX_WAITING_PER_SHOP waiting ones of the same shop the request is refused (503 with
 *   Retry-After), so one shop's flood never gets another's previews refused; LINK_PREVIEW_MAX_WAITING
 *   bounds them all (memory);
 * - requests for the same preview while it is being made wait for that one (one pipeline, one write);
 * - only pictures rows name are ever drawn: ids are checked against the database before any of this.
 */
import { Counter } from 'prom-client';
import { HttpError } from '../../platform/http/errors.ts';
import { fullKey, linkPreviewKey } from '../../platform/storage/images.ts';
import { errorFields, type Logger } from '../../platform/observability/logger.ts';
import { registry } from '../../platform/observability/metrics.ts';
import { Semaphore } from '../../platform/semaphore.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import type { PreviewSource } from './link-previews.service.ts';
import { renderLinkPreview } from './render-preview.ts';

/**
 * One at a time: sharp runs on Node's thread pool (4 threads), where password hashes run too
 * (src/platform/auth/password.ts), and a preview is made once per picture.
 */
export const LINK_PREVIEW_CONCURRENCY = 1;
export const LINK_PREVIEW_MAX_WAITING_PER_SHOP = 16;
export const LINK_PREVIEW_MAX_WAITING = 256;
export const LINK_PREVIEWS_BUSY = 'Too many link previews are being made, please try again shortly';

export const linkPreviewImages = new Counter({
  name: 'haat_link_preview_images_total',
  help: 'Link-preview images asked for, by outcome: stored (read back), made (drawn and stored), busy (refused), missing (no picture file)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const slots = new Semaphore(LINK_PREVIEW_CONCURRENCY);
/** Previews being made, by storage and key. */
const making = new WeakMap<ImageStorage, Map<string, Promise<Uint8Array | null>>>();

export interface PreviewDeps {
  storage: ImageStorage;
  logger: Logger;
}

/** Draws and stores a preview; null when its picture's file is gone. */
async function make(deps: PreviewDeps, source: PreviewSource, key: string): Promise<Uint8Array | null> {
  // Another instance (or an earlier request) may have stored it while this one waited for its turn.
  const stored = await deps.storage.get(key);
  if (stored) return stored;
  const picture = await deps.storage.get(fullKey(source.base));
  if (!picture) {
    deps.logger.warn('link preview without its picture file', { key: fullKey(source.base) });
    linkPreviewImages.inc({ outcome: 'missing' });
    return null;
  }
  const jpeg = await renderLinkPreview(picture, source.kind);
  try {
    await deps.storage.put(key, jpeg, 'image/jpeg');
  } catch (error) {
    // Still answered; the next request makes it again.
    deps.logger.error('could not store a link preview', { key, ...errorFields(error) });
  }
  linkPreviewImages.inc({ outcome: 'made' });
  return jpeg;
}

/**
 * The preview image of a picture: read from storage, or made and stored. Null when the picture's file
 * is missing. `lane` names whose turn it is (the shop).
 */
export async function linkPreviewImage(
  deps: PreviewDeps,
  source: PreviewSource,
  lane: string,
): Promise<Uint8Array | null> {
  const key = linkPreviewKey(source.base);
  const stored = await deps.storage.get(key);
  if (stored) {
    linkPreviewImages.inc({ outcome: 'stored' });
    return stored;
  }
  let inProgress = making.get(deps.storage);
  if (!inProgress) {
    inProgress = new Map();
    making.set(deps.storage, inProgress);
  }
  const pending = inProgress.get(key);
  if (pending) return pending;
  if (slots.waitingIn(lane) >= LINK_PREVIEW_MAX_WAITING_PER_SHOP || slots.waiting >= LINK_PREVIEW_MAX_WAITING) {
    linkPreviewImages.inc({ outcome: 'busy' });
    throw new HttpError(503, LINK_PREVIEWS_BUSY, undefined, { 'Retry-After': '5' });
  }
  const made = slots.run(() => make(deps, source, key), { lane });
  const requests = inProgress;
  requests.set(key, made);
  try {
    return await made;
  } finally {
    requests.delete(key);
  }
}
