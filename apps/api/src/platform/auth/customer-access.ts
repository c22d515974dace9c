/**
 * Who may call `/customer/*`: a live customer session, at the shop its token was issued for.
 * The storefront sends no `shop_id` on these calls, so the shop is the token's; a `shop_id` in
 * the query must name that same shop, otherwise the token is unknown there (401).
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { customerSessions } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { bearerToken } from './bearer.ts';
import { CUSTOMER_SESSION_EXPIRED, requireCustomer, shopIdFromQuery, type ShopIdFrom } from './customer-session.ts';
import { HttpError } from '../http/errors.ts';
import { sha256 } from '../ids.ts';

const sessionExpired = () => new HttpError(401, CUSTOMER_SESSION_EXPIRED);

export const shopIdFromToken: ShopIdFrom = async (c: Context<AppEnv>) => {
  if (c.req.query('shop_id') !== undefined) return shopIdFromQuery(c);
  const token = bearerToken(c);
  if (!token) throw sessionExpired();
  const [session] = await c
    .get('db')
    .select({ shopId: customerSessions.shopId })
    .from(customerSessions)
    .where(eq(customerSessions.tokenHash, sha256(token)))
    .limit(1);
  if (!session) throw sessionExpired();
  return session.shopId;
};

/** Put first in a `/customer/*` route's chain; the customer is then `c.get('customer')`. */
export const requireShopCustomer = requireCustomer(shopIdFromToken);
