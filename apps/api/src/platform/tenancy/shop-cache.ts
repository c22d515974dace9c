import { LRUCache } from 'lru-cache';
import type { Shop } from '@haat/domain/schemas';
import { shopCacheLookups } from '../observability/metrics.ts';
import type { ShopChanges } from './shop-changes.ts';

/**
 * Answers of `GET /online-shop/{slug}`, the call every storefront page starts with, kept for a few seconds.
 * An owner's change through the admin API drops the shop at once in every API instance (`follow`,
 * shop-changes.ts); changes made elsewhere (a featured product's stock after an order) show within the time to live.
 */
export class ShopLookupCache {
  readonly #bySlug: LRUCache<string, Shop> | null;
  readonly #slugsByShop = new Map<number, string>();

  constructor(ttlMs: number, maxShops = 10_000) {
    this.#bySlug =
      ttlMs > 0
        ? new LRUCache<string, Shop>({
            max: maxShops,
            ttl: ttlMs,
            dispose: (shop) => this.#slugsByShop.delete(shop.id),
          })
        : null;
  }

  get(slug: string): Shop | undefined {
    const shop = this.#bySlug?.get(slug);
    shopCacheLookups.inc({ result: shop ? 'hit' : 'miss' });
    return shop;
  }

  set(slug: string, shop: Shop): void {
    if (!this.#bySlug) return;
    this.#bySlug.set(slug, shop);
    this.#slugsByShop.set(shop.id, slug);
  }

  /** Forgets a shop after its owner changed it. */
  invalidate(shopId: number): void {
    const slug = this.#slugsByShop.get(shopId);
    if (slug !== undefined) this.#bySlug?.delete(slug);
  }

  /** Drops each shop the feed says changed, and everything when it may have missed changes. */
  follow(changes: ShopChanges): void {
    changes.subscribe((shopId) => {
      if (shopId === null) this.#bySlug?.clear();
      else this.invalidate(shopId);
    });
  }
}
