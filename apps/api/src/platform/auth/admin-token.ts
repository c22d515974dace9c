/**
 * Admin (shop owner) tokens: HS256 JWTs whose payload carries `name, phone, shop_id, token`
 * (docs/product/http-contract.md#entities, decoded by @haat/token) plus `typ`/`aud` = `haat-admin`, which no customer token has.
 * `token` names a row of owner_sessions (which keeps only its sha256, like customer sessions); a token is good only
 * while that session is live.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import type { Database } from '../db/types.ts';
import { ownerSessions } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { forbidden, HttpError, invalid } from '../http/errors.ts';
import { randomToken, sha256 } from '../ids.ts';
import { bearerToken } from './bearer.ts';

export const ADMIN_TOKEN_TYPE = 'haat-admin';
export const ADMIN_TOKEN_ALGORITHM = 'HS256';
export const ADMIN_SESSION_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export const INVALID_ADMIN_TOKEN = 'Unauthorized user or token is expired or invalid. please login again.';

const claimsSchema = v.object({
  name: v.string(),
  phone: v.string(),
  shop_id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  token: v.pipe(v.string(), v.minLength(16)),
  typ: v.literal(ADMIN_TOKEN_TYPE),
});
export type AdminClaims = v.InferOutput<typeof claimsSchema>;

/** The signed-in owner, as handlers see it (`c.get('admin')`). */
export interface AdminIdentity {
  ownerId: number;
  shopId: number;
  sessionId: number;
  name: string;
  phone: string;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAdminToken(
  secret: string,
  claims: Omit<AdminClaims, 'typ'>,
  expiresInSeconds = ADMIN_SESSION_DAYS * DAY_SECONDS,
): Promise<string> {
  return new SignJWT({ ...claims, typ: ADMIN_TOKEN_TYPE })
    .setProtectedHeader({ alg: ADMIN_TOKEN_ALGORITHM, typ: 'JWT' })
    .setAudience(ADMIN_TOKEN_TYPE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(keyOf(secret));
}

const unauthorized = () => new HttpError(401, INVALID_ADMIN_TOKEN);

/** Checks signature, algorithm, expiry, audience and payload shape. Throws 401. */
export async function verifyAdminToken(secret: string, jwt: string): Promise<AdminClaims> {
  try {
    const { payload } = await jwtVerify(jwt, keyOf(secret), {
      algorithms: [ADMIN_TOKEN_ALGORITHM],
      audience: ADMIN_TOKEN_TYPE,
      requiredClaims: ['exp', 'iat'],
    });
    const claims = v.safeParse(claimsSchema, payload);
    if (!claims.success) throw unauthorized();
    return claims.output;
  } catch {
    // Bad signature, algorithm, audience, expiry, shape or encoding: all the same 401.
    throw unauthorized();
  }
}

/** Opens an owner session for one shop and returns its admin token. */
export async function createAdminSession(
  db: Database,
  secret: string,
  owner: { id: number; name: string; mobile: string },
  shopId: number,
  userAgent?: string,
): Promise<{ token: string; sessionToken: string }> {
  const sessionToken = randomToken();
  await db.insert(ownerSessions).values({
    shopId,
    ownerId: owner.id,
    tokenHash: sha256(sessionToken),
    userAgent: userAgent?.slice(0, 200) || null,
    expiresAt: new Date(Date.now() + ADMIN_SESSION_DAYS * DAY_SECONDS * 1000),
  });
  const token = await signAdminToken(secret, {
    name: owner.name,
    phone: owner.mobile,
    shop_id: shopId,
    token: sessionToken,
  });
  return { token, sessionToken };
}

/** Ends the owner session with this id (sign-out). */
export async function revokeAdminSessionById(db: Database, sessionId: number): Promise<void> {
  await db.update(ownerSessions).set({ revokedAt: new Date() }).where(eq(ownerSessions.id, sessionId));
}

/** A verified token whose session is live, as the admin identity; throws 401. */
export async function authenticateAdmin(db: Database, secret: string, jwt: string): Promise<AdminIdentity> {
  const claims = await verifyAdminToken(secret, jwt);
  const [session] = await db
    .select({ id: ownerSessions.id, ownerId: ownerSessions.ownerId })
    .from(ownerSessions)
    .where(
      and(
        eq(ownerSessions.tokenHash, sha256(claims.token)),
        eq(ownerSessions.shopId, claims.shop_id),
        isNull(ownerSessions.revokedAt),
        gt(ownerSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!session) throw unauthorized();
  return {
    ownerId: session.ownerId,
    shopId: claims.shop_id,
    sessionId: session.id,
    name: claims.name,
    phone: claims.phone,
  };
}

/**
 * Admin v3 routes: needs a live admin token (401 otherwise) and confines the request to the
 * token's shop: a `shop_id` query naming another shop is 403.
 */
export const requireAdmin = createMiddleware<{ Variables: AppEnv['Variables'] & { admin: AdminIdentity } }>(
  async (c, next) => {
    const jwt = bearerToken(c);
    if (!jwt) throw unauthorized();
    const admin = await authenticateAdmin(c.get('db'), c.get('config').jwtSecret, jwt);
    const queryShopId = c.req.query('shop_id');
    if (queryShopId !== undefined) {
      if (!/^\d+$/u.test(queryShopId)) throw invalid({ shop_id: ['validation.invalid_number'] });
      if (Number(queryShopId) !== admin.shopId) throw forbidden('This token does not belong to this shop');
    }
    c.set('admin', admin);
    await next();
  },
);
