/**
 * Shop base (`/api/shop`): the Meta catalogue feed Meta fetches (decision 218), behind the shop's secret token.
 * Each fetch reads the token and one aggregate fingerprint; the feed itself is made again only when the
 * fingerprint changed, and an `If-None-Match` naming it answers 304 without making anything.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import * as shopEndpoints from '@haat/api-contract/shop';
import { metaFeedCsv, metaFeedItems, metaFeedXml } from '@haat/domain/meta-feed';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { notFound } from '../../platform/http/errors.ts';
import { matches } from '../../platform/http/http-cache.ts';
import { feedFingerprint, feedProducts, feedShop, shopHomeUrl } from './meta-feed.service.ts';

/** Meta fetches a feed hourly at most; a client may keep it 5 minutes, no shared cache keeps a secret address. */
export const META_FEED_CACHE_CONTROL = 'private, max-age=300';

/** Bumped when the feed's text changes for the same data, so no old ETag matches a new text. */
const FEED_VERSION = 1;

type FeedFormat = 'csv' | 'xml';
const CONTENT_TYPES: Record<FeedFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

/** Feeds made recently, by shop, format and fingerprint: a fetch that finds its fingerprint here makes nothing. */
const made = new LRUCache<string, string>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (text) => Math.max(1, text.length * 2),
  ttl: 10 * 60 * 1000,
});

async function feedAnswer(c: Context<AppEnv>, shopId: number, token: string, format: FeedFormat) {
  const db = c.get('db');
  const shop = await feedShop(db, shopId, token);
  if (!shop) throw notFound();
  const config = c.get('config');
  const catalogDb = c.get('catalogDb');
  const fingerprint = await feedFingerprint(catalogDb, shop);
  const tag = createHash('sha256').update(`${FEED_VERSION}:${format}:${config.publicApiUrl}:${fingerprint}`);
  const headers = {
    ETag: `"${tag.digest('base64url').slice(0, 32)}"`,
    'Cache-Control': META_FEED_CACHE_CONTROL,
    'X-Robots-Tag': 'noindex',
  };
  if (matches(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers);
  const key = `${config.publicApiUrl}|${shop.id}|${headers.ETag}`;
  let text = made.get(key);
  if (text === undefined) {
    const items = metaFeedItems(await feedProducts(catalogDb, c.get('storage'), config, shop), shop.name);
    text =
      format === 'csv'
        ? metaFeedCsv(items)
        : metaFeedXml(items, {
            title: shop.name,
            link: shopHomeUrl(shop, config),
            description: shop.metaDescription?.trim() || shop.bnName || shop.name,
          });
    made.set(key, text);
  }
  return c.body(text, 200, { ...headers, 'Content-Type': CONTENT_TYPES[format] });
}

export const metaFeedShopRoutes = new ContractRouter()
  .endpoint(shopEndpoints.getMetaFeedCsv, async (c) => {
    const { shop_id, token } = c.req.valid('param');
    return feedAnswer(c, shop_id, token, 'csv');
  })
  .endpoint(shopEndpoints.getMetaFeedXml, async (c) => {
    const { shop_id, token } = c.req.valid('param');
    return feedAnswer(c, shop_id, token, 'xml');
  });
