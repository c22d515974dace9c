/**
 * The shops module's middleware, which app.ts puts before the routers: the shop lookup cache on the
 * context, and the admin writes that drop a shop from it in every API instance (shop-changes.ts).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../../platform/http/app-env.ts';
import type { AdminIdentity } from '../../platform/auth/admin-token.ts';
import { ShopLookupCache } from '../../platform/tenancy/shop-cache.ts';
import type { ShopChanges } from '../../platform/tenancy/shop-changes.ts';

/** Builds the app's shop lookup cache, which follows `shopChanges`, and makes it `c.get('shopCache')`. */
export function shopLookupCache(deps: Pick<AppDeps, 'config' | 'shopChanges'>): MiddlewareHandler<AppEnv> {
  const shopCache = new ShopLookupCache(deps.config.shopCacheSeconds * 1000);
  shopCache.follow(deps.shopChanges);
  return async (c, next) => {
    c.set('shopCache', shopCache);
    await next();
  };
}

/**
 * Whatever an owner changes through the admin API, the storefront sees on its next shop lookup: after a
 * successful write (any method but GET) by a signed-in owner, every instance hears that the owner's shop
 * changed. For the admin v3 base.
 */
export function publishShopChanges(shopChanges: ShopChanges): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { admin } = c.var as { admin?: AdminIdentity };
    if (c.req.method !== 'GET' && c.res.ok && admin) await shopChanges.publish(admin.shopId);
  };
}
