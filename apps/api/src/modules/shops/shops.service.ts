import { and, eq, type SQL } from 'drizzle-orm';
import { pageSlugs, type PageSlug } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { customDomains, owners, products, shopPages, shops } from '../../platform/db/schema.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { ShopParts } from './shops.serializers.ts';

export const SHOP_NOT_FOUND = 'Shop not found';
/** An unpublished shop's catalogue is refused to shoppers (decision 161); the storefront shows the shop's panel. */
export const SHOP_NOT_PUBLISHED = 'শপটি প্রকাশিত নয় (This shop is not published)';

/** Whose call a shop-scoped service answers: `shoppers` see a published shop's catalogue only. */
export interface ShopAudience {
  shoppers?: boolean;
}

/**
 * The shop with this id, or 404. Every shop-scoped service starts here; for shoppers an unpublished shop is a 404
 * too, with its own message (decision 161).
 */
export async function requireShop(db: Database, shopId: number, audience: ShopAudience = {}): Promise<ShopRow> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  if (audience.shoppers && !shop.public) throw notFound(SHOP_NOT_PUBLISHED);
  return shop;
}

async function findShopParts(db: Database, where: SQL): Promise<ShopParts | null> {
  const [row] = await db
    .select({ shop: shops, owner: owners, domain: customDomains, featuredProduct: products })
    .from(shops)
    .innerJoin(owners, eq(owners.id, shops.ownerId))
    .leftJoin(customDomains, and(eq(customDomains.shopId, shops.id), eq(customDomains.verified, true)))
    .leftJoin(products, and(eq(products.id, shops.featuredProductId), eq(products.shopId, shops.id)))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** A shop with its owner, custom domain and featured product, by slug (published or not); 404 when none. */
export async function getShopBySlug(db: Database, slug: string): Promise<ShopParts> {
  const parts = await findShopParts(db, eq(shops.slug, slug.trim().toLowerCase()));
  if (!parts) throw notFound(SHOP_NOT_FOUND);
  return parts;
}

/** The same by id (for the admin's own shop and other callers that know the id). */
export async function getShopById(db: Database, shopId: number): Promise<ShopParts> {
  const parts = await findShopParts(db, eq(shops.id, shopId));
  if (!parts) throw notFound(SHOP_NOT_FOUND);
  return parts;
}

const DEFAULT_PAGE_TITLES: Record<PageSlug, string> = {
  'about-us': 'About Us',
  'privacy-policy': 'Privacy Policy',
  'refund-policy': 'Refund Policy',
  'terms-of-conditions': 'Terms and Conditions',
  'cancellation-policy': 'Cancellation Policy',
};

export const isPageSlug = (page: string): page is PageSlug => (pageSlugs as readonly string[]).includes(page);

/**
 * A published shop's information page; a page the owner has not written yet is its default title with an empty body.
 */
export async function getShopPage(
  db: Database,
  shopId: number,
  page: string,
): Promise<{ title: string; body: string }> {
  await requireShop(db, shopId, { shoppers: true });
  if (!isPageSlug(page)) throw notFound('Page not found');
  const [row] = await db
    .select({ title: shopPages.title, body: shopPages.body })
    .from(shopPages)
    .where(and(eq(shopPages.shopId, shopId), eq(shopPages.page, page)))
    .limit(1);
  return row ?? { title: DEFAULT_PAGE_TITLES[page], body: '' };
}
