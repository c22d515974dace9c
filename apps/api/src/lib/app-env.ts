import type { RequestIdVariables } from 'hono/request-id';
import type { Config } from '../env.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from './logger.ts';
import type { RateLimits } from './rate-limit.ts';
import type { LoginGuard } from './auth/login-guard.ts';
import type { SmsSender } from './sms/sms.ts';
import type { ImageStorage } from './storage/storage.ts';
import type { ShopLookupCache } from '../modules/shops/shop-cache.ts';

/** What the app is built from; each is available to handlers as `c.get('<name>')`. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  storage: ImageStorage;
  sms: SmsSender;
  rateLimits: RateLimits;
}

/** State the app keeps for itself (built by createApp). */
export interface AppState {
  shopCache: ShopLookupCache;
  loginGuard: LoginGuard;
}

/** The Hono environment of every router: `new Hono<AppEnv>()`. */
export type AppEnv = { Variables: AppDeps & AppState & RequestIdVariables };
