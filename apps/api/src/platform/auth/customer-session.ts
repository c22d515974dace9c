/**
 * Customer sessions: an opaque random token, stored only as its sha256, bound to one shop.
 * A token presented for another shop is unknown there (401).
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/types.ts';
import { customers, customerSessions } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { randomToken, sha256 } from '../ids.ts';
import { bearerToken } from './bearer.ts';

export const CUSTOMER_SESSION_DAYS = 30;
export const CUSTOMER_SESSION_EXPIRED = 'Session expired, please login again';

/** The signed-in customer, as handlers see it (`c.get('customer')`). */
export interface CustomerIdentity {
  id: number;
  shopId: number;
  sessionId: number;
  name: string;
  mobile: string;
}

export async function createCustomerSession(db: Database, customer: { id: number; shopId: number }): Promise<string> {
  const token = randomToken();
  await db.insert(customerSessions).values({
    shopId: customer.shopId,
    customerId: customer.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + CUSTOMER_SESSION_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

export async function endCustomerSession(db: Database, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, sha256(token)));
}

/** The customer a token signs in at this shop, or null (unknown, expired, or another shop's). */
export async function findCustomerBySession(
  db: Database,
  token: string,
  shopId: number,
): Promise<CustomerIdentity | null> {
  const [row] = await db
    .select({
      id: customers.id,
      shopId: customers.shopId,
      sessionId: customerSessions.id,
      name: customers.name,
      mobile: customers.mobile,
    })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(
      and(
        eq(customerSessions.tokenHash, sha256(token)),
        eq(customerSessions.shopId, shopId),
        eq(customers.shopId, shopId),
        gt(customerSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** How a route tells which shop the request is for; by default the `shop_id` query. */
export type ShopIdFrom = (c: Context) => number | Promise<number>;

export const shopIdFromQuery: ShopIdFrom = (c) => {
  const value = c.req.query('shop_id');
  if (value === undefined || value === '') throw invalid({ shop_id: ['validation.required'] });
  if (!/^\d+$/u.test(value) || !Number.isSafeInteger(Number(value)))
    throw invalid({ shop_id: ['validation.invalid_number'] });
  return Number(value);
};

/** The request's customer when it carries a good token for this shop, else null (for routes open to both). */
export async function optionalCustomer<E extends AppEnv>(
  c: Context<E>,
  shopId: number,
): Promise<CustomerIdentity | null> {
  const token = bearerToken(c);
  return token ? findCustomerBySession(c.get('db'), token, shopId) : null;
}

/** Customer routes: a customer token of the request's shop (401 otherwise) as `c.get('customer')`. */
export function requireCustomer(shopIdFrom: ShopIdFrom = shopIdFromQuery) {
  return createMiddleware<{ Variables: AppEnv['Variables'] & { customer: CustomerIdentity } }>(async (c, next) => {
    const shopId = await shopIdFrom(c);
    const customer = await optionalCustomer(c, shopId);
    if (!customer) throw new HttpError(401, CUSTOMER_SESSION_EXPIRED);
    c.set('customer', customer);
    await next();
  });
}
