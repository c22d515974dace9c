import type { RequestIdVariables } from 'hono/request-id';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/types.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../observability/logger.ts';
import type { RateLimits } from './rate-limit.ts';
import type { LoginGuard } from '../auth/login-guard.ts';
import type { ImageStorage } from '../storage/storage.ts';
import type { ShopLookupCache } from '../tenancy/shop-cache.ts';
import type { ShopChanges } from '../tenancy/shop-changes.ts';

/** What the app is built from; each is available to handlers as `c.get('<name>')`. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Where the public catalogue reads (the routes that answer with `okPublic`, but the shop lookup): a read replica when configured, else `db`. */
  catalogDb: Database;
  logger: Logger;
  storage: ImageStorage;
  rateLimits: RateLimits;
  /** Tells every API instance which shop changed (their lookup caches drop it). */
  shopChanges: ShopChanges;
  /** The durable job queue: `enqueue` in the transaction of the change that causes the job. */
  jobs: JobQueue;
}

/** State the app keeps for itself (built by createApp). */
export interface AppState {
  shopCache: ShopLookupCache;
  loginGuard: LoginGuard;
  /** True once the process is shutting down (`AppOptions.draining`): /readyz answers 503. */
  draining: () => boolean;
}

/** The Hono environment of every router: `new Hono<AppEnv>()`. */
export type AppEnv = { Variables: AppDeps & AppState & RequestIdVariables };
