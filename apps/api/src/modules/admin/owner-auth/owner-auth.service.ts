import { asc, eq } from 'drizzle-orm';
import type { OwnerLoginBody, OwnerRegisterBody } from '@haat/domain/schemas';
import type { Database } from '../../../db/types.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { deliveryPackages, owners, shopPages, shops } from '../../../db/schema.ts';
import { createAdminSession } from '../../../lib/auth/admin-token.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../../lib/auth/password.ts';
import { forbidden, HttpError } from '../../../lib/errors.ts';
import { paisa } from '../../../serializers/money.ts';
import type { ShopParts } from '../../../serializers/shop.ts';
import { getShopById } from '../../shops/shops.service.ts';
import { isReservedShopSlug } from './reserved-slugs.ts';
import { DEFAULT_DELIVERY_PACKAGES, defaultShopPages } from './shop-defaults.ts';

export const SHOP_SLUG_TAKEN = 'This shop address is already taken, please choose another';
export const OWNER_EXISTS = 'An account with this mobile number already exists, try login';
export const INVALID_LOGIN = 'Invalid login information';

const slugTaken = () => new HttpError(409, SHOP_SLUG_TAKEN, { shop_slug: [SHOP_SLUG_TAKEN] });
const ownerExists = () => new HttpError(409, OWNER_EXISTS, { mobile: [OWNER_EXISTS] });
const invalidLogin = () => new HttpError(401, INVALID_LOGIN);

/** Account key of the owner rate limits (customer limits key by shop and mobile). */
export const ownerAccountKey = (mobile: string) => `owner:${mobile}`;

/**
 * Creates the owner, their shop (theme 1, published, default pages and delivery packages) and a
 * session for it. A taken or reserved slug, or a mobile that already has an account, is 409.
 */
export async function registerOwner(
  db: Database,
  jwtSecret: string,
  body: OwnerRegisterBody,
): Promise<{ token: string; shop: ShopParts }> {
  if (isReservedShopSlug(body.shop_slug)) throw slugTaken();
  const [existingOwner] = await db.select({ id: owners.id }).from(owners).where(eq(owners.mobile, body.mobile)).limit(1);
  if (existingOwner) throw ownerExists();
  const [existingShop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, body.shop_slug)).limit(1);
  if (existingShop) throw slugTaken();

  // Hashing is slow and needs no database: done before the transaction.
  const passwordHash = await hashPassword(body.password);
  let created: { owner: typeof owners.$inferSelect; shopId: number };
  try {
    created = await db.transaction(async (tx) => {
      const [owner] = await tx.insert(owners).values({ name: body.name, mobile: body.mobile, passwordHash }).returning();
      const [shop] = await tx
        .insert(shops)
        .values({ ownerId: owner!.id, slug: body.shop_slug, name: body.shop_name, theme: 1, public: true })
        .returning({ id: shops.id });
      const shopId = shop!.id;
      await tx.insert(shopPages).values(defaultShopPages(body.shop_name).map((page) => ({ shopId, ...page })));
      await tx.insert(deliveryPackages).values(
        DEFAULT_DELIVERY_PACKAGES.map((pkg, position) => ({ shopId, name: pkg.name, chargePaisa: paisa(pkg.charge), position })),
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
  options: { urgent?: boolean; userAgent?: string } = {},
): Promise<{ token: string; shops: ShopParts[] }> {
  const [owner] = await db.select().from(owners).where(eq(owners.mobile, body.mobile)).limit(1);
  const matches = await verifyPassword(body.password, owner?.passwordHash, options);
  if (!owner || !matches) throw invalidLogin();
  if (needsRehash(owner.passwordHash)) {
    await db.update(owners).set({ passwordHash: await hashPassword(body.password) }).where(eq(owners.id, owner.id));
  }

  const owned = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, owner.id)).orderBy(asc(shops.id));
  const ids = owned.map((shop) => shop.id);
  if (ids.length === 0) throw forbidden('This account has no shop yet');
  if (shopId !== undefined && !ids.includes(shopId)) throw forbidden('This account does not own this shop');
  const { token } = await createAdminSession(db, jwtSecret, owner, shopId ?? ids[0]!, options.userAgent);
  return { token, shops: await Promise.all(ids.map((id) => getShopById(db, id))) };
}
