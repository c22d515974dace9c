import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OwnerCodeBody, OwnerLoginBody, OwnerRegisterBody, OwnerResetPasswordBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { deliveryPackages, owners, ownerSessions, shopPages, shops } from '../../platform/db/schema.ts';
import type { OwnerRow } from '../../platform/db/rows.ts';
import { createAdminSession } from '../../platform/auth/admin-token.ts';
import { hashPassword, needsRehash, verifyPassword, type HashTurn } from '../../platform/auth/password.ts';
import { forbidden, HttpError, invalid } from '../../platform/http/errors.ts';
import {
  askWithoutSms,
  sendAccountExistsSms,
  sendCodeSms,
  type CodeSenderDeps,
} from '../../integrations/sms/code-sms.ts';
import { paisa } from '../../platform/money.ts';
import type { ShopParts } from '../shops/shops.serializers.ts';
import {
  checkCode,
  consumeCode,
  issueCode,
  OTP_PURPOSE_OWNER_PASSWORD_RESET,
  OTP_PURPOSE_OWNER_SIGNUP,
} from '../../platform/auth/one-time-codes.ts';
import { getShopById } from '../shops/shops.service.ts';
import { isReservedShopSlug } from './reserved-slugs.ts';
import { DEFAULT_DELIVERY_PACKAGES, defaultShopPages } from './shop-defaults.ts';

export const SHOP_SLUG_TAKEN = 'This shop address is already taken, please choose another';
export const OWNER_EXISTS = 'An account with this mobile number already exists, try login';
export const INVALID_LOGIN = 'Invalid login information';

const slugTaken = () => new HttpError(409, SHOP_SLUG_TAKEN, { shop_slug: [SHOP_SLUG_TAKEN] });
const ownerExists = () => new HttpError(409, OWNER_EXISTS, { mobile: [OWNER_EXISTS] });
const invalidLogin = () => new HttpError(401, INVALID_LOGIN);

export const WRONG_CODE = 'The code is wrong or has expired';
export const RESET_CODE_SENT = 'If a shop account uses this number, a code has been sent by SMS';
const wrongCode = () => invalid({ otp: ['validation.otp_wrong'] }, WRONG_CODE);
const signUpCodeOwner = (mobile: string) => ({ shopId: null, mobile, purpose: OTP_PURPOSE_OWNER_SIGNUP });
const resetCodeOwner = (mobile: string) => ({ shopId: null, mobile, purpose: OTP_PURPOSE_OWNER_PASSWORD_RESET });

/**
 * Sends the code that proves a new owner's mobile; a number that already has an account gets a text
 * saying so instead, and the same answer (issue 33 item 6). 429 when its budgets for today are spent.
 */
export async function sendOwnerSignUpCode(deps: CodeSenderDeps, body: OwnerCodeBody): Promise<void> {
  const [existing] = await deps.db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.mobile, body.mobile))
    .limit(1);
  const message = { to: body.mobile, shopId: null, purpose: 'owner_signup' as const, language: deps.language };
  if (existing) {
    await sendAccountExistsSms(deps, message);
    return;
  }
  await sendCodeSms(deps, { ...message, issue: (db) => issueCode(db, deps.secret, signUpCodeOwner(body.mobile)) });
}

/**
 * Sends a reset code to an owner's verified mobile; the caller answers the same whoever asks, and a
 * number without a verified account is counted and refused like one with (askWithoutSms).
 */
export async function sendOwnerResetCode(deps: CodeSenderDeps, body: OwnerCodeBody): Promise<void> {
  const [owner] = await deps.db.select().from(owners).where(eq(owners.mobile, body.mobile)).limit(1);
  const message = { to: body.mobile, shopId: null, purpose: 'owner_password_reset' as const, language: deps.language };
  if (!owner?.mobileVerifiedAt) {
    await askWithoutSms(deps, message);
    return;
  }
  await sendCodeSms(deps, { ...message, issue: (db) => issueCode(db, deps.secret, resetCodeOwner(owner.mobile)) });
}

/** Sets a new password with the reset code, ends every session of the owner, and signs in anew. */
export async function resetOwnerPassword(
  db: Database,
  jwtSecret: string,
  body: OwnerResetPasswordBody,
  userAgent?: string,
): Promise<{ token: string; shops: ShopParts[] }> {
  const codeId = await checkCode(db, jwtSecret, resetCodeOwner(body.mobile), body.otp);
  if (codeId === null) throw wrongCode();
  const passwordHash = await hashPassword(body.password);
  const owner = await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId))) throw wrongCode();
    const [updated] = await tx.update(owners).set({ passwordHash }).where(eq(owners.mobile, body.mobile)).returning();
    if (!updated) throw wrongCode();
    await tx
      .update(ownerSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(ownerSessions.ownerId, updated.id), isNull(ownerSessions.revokedAt)));
    return updated;
  });
  return signIn(db, jwtSecret, owner, undefined, userAgent);
}

/** Account key of the owner rate limits (customer limits key by shop and mobile). */
export const ownerAccountKey = (mobile: string) => `owner:${mobile}`;

/** Whether a new shop may take this slug: not one the platform keeps (reserved-slugs.ts), and no shop has it. */
export async function isShopSlugFree(db: Database, slug: string): Promise<boolean> {
  if (isReservedShopSlug(slug)) return false;
  const [existing] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, slug)).limit(1);
  return existing === undefined;
}

/**
 * Creates the owner, their shop (theme 1, published, default pages and delivery packages) and a
 * session for it. A taken or reserved slug, or a mobile that already has an account, is 409.
 */
export async function registerOwner(
  db: Database,
  jwtSecret: string,
  body: OwnerRegisterBody,
): Promise<{ token: string; shop: ShopParts }> {
  if (!(await isShopSlugFree(db, body.shop_slug))) throw slugTaken();
  // The code first: only the phone's owner learns that the number has an account (no code goes to one).
  const codeId = await checkCode(db, jwtSecret, signUpCodeOwner(body.mobile), body.otp);
  if (codeId === null) throw wrongCode();
  const [existingOwner] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.mobile, body.mobile))
    .limit(1);
  if (existingOwner) throw ownerExists();

  // Hashing is slow and needs no database: done before the transaction.
  const passwordHash = await hashPassword(body.password);
  let created: { owner: OwnerRow; shopId: number };
  try {
    created = await db.transaction(async (tx) => {
      const [owner] = await tx
        .insert(owners)
        .values({ name: body.name, mobile: body.mobile, passwordHash, mobileVerifiedAt: new Date() })
        .returning();
      if (!(await consumeCode(tx, codeId))) throw wrongCode();
      const [shop] = await tx
        .insert(shops)
        .values({ ownerId: owner!.id, slug: body.shop_slug, name: body.shop_name, theme: 1, public: true })
        .returning({ id: shops.id });
      const shopId = shop!.id;
      await tx.insert(shopPages).values(defaultShopPages(body.shop_name).map((page) => ({ shopId, ...page })));
      await tx.insert(deliveryPackages).values(
        DEFAULT_DELIVERY_PACKAGES.map((pkg, position) => ({
          shopId,
          name: pkg.name,
          chargePaisa: paisa(pkg.charge),
          zone: pkg.zone,
          position,
        })),
      );
      return { owner: owner!, shopId };
    });
  } catch (error) {
    // Someone registered the same slug or mobile between the checks and the insert.
    if (isUniqueViolation(error, 'shops_slug_unique')) throw slugTaken();
    if (isUniqueViolation(error, 'owners_mobile_unique')) throw ownerExists();
    throw error;
  }
  const { token } = await createAdminSession(db, jwtSecret, created.owner, created.shopId);
  return { token, shop: await getShopById(db, created.shopId) };
}

/**
 * Signs an owner in: a token for `shopId` when given (one of theirs, else 403), otherwise for
 * their oldest shop, and all their shops. A wrong mobile or password is the same 401.
 */
export async function loginOwner(
  db: Database,
  jwtSecret: string,
  body: OwnerLoginBody,
  shopId?: number,
  options: { turn?: HashTurn; userAgent?: string } = {},
): Promise<{ token: string; shops: ShopParts[] }> {
  const [owner] = await db.select().from(owners).where(eq(owners.mobile, body.mobile)).limit(1);
  const matches = await verifyPassword(body.password, owner?.passwordHash, options.turn);
  if (!owner || !matches) throw invalidLogin();
  if (needsRehash(owner.passwordHash)) {
    await db
      .update(owners)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(owners.id, owner.id));
  }
  return signIn(db, jwtSecret, owner, shopId, options.userAgent);
}

/** A session for `shopId` (one of the owner's, else 403) or the owner's oldest shop, and all their shops. */
async function signIn(
  db: Database,
  jwtSecret: string,
  owner: OwnerRow,
  shopId: number | undefined,
  userAgent: string | undefined,
): Promise<{ token: string; shops: ShopParts[] }> {
  const owned = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, owner.id)).orderBy(asc(shops.id));
  const ids = owned.map((shop) => shop.id);
  if (ids.length === 0) throw forbidden('This account has no shop yet');
  if (shopId !== undefined && !ids.includes(shopId)) throw forbidden('This account does not own this shop');
  const { token } = await createAdminSession(db, jwtSecret, owner, shopId ?? ids[0]!, userAgent);
  return { token, shops: await Promise.all(ids.map((id) => getShopById(db, id))) };
}
