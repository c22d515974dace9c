import { eq, sql } from 'drizzle-orm';
import { isCustomDomain } from '@haat/domain/hosts';
import type { Database } from '../../../db/types.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { customDomains, shops } from '../../../db/schema.ts';
import { conflict, invalid } from '../../../lib/errors.ts';
import type { CustomDomainRow } from '../../../serializers/domain-record.ts';

export const DOMAIN_CONTACT_SUPPORT = 'This shop already has a domain; contact support to change it';
export const DOMAIN_ALREADY_USED = 'This domain is already used by another shop';

export interface ShopDomain {
  domain: CustomDomainRow;
  slug: string;
}

/** The shop's own domain, or null when it has none. */
export async function findShopDomain(db: Database, shopId: number): Promise<ShopDomain | null> {
  const [row] = await db
    .select({ domain: customDomains, slug: shops.slug })
    .from(customDomains)
    .innerJoin(shops, eq(shops.id, customDomains.shopId))
    .where(eq(customDomains.shopId, shopId))
    .limit(1);
  return row ?? null;
}

/**
 * Gives the shop its own domain, arriving normalised by the domain field (lowercase, no port or
 * trailing dot). One per shop (changing it goes through support: 409), unique across shops
 * without case (409), and never the market host or an IP address (422).
 */
export async function addShopDomain(db: Database, shopId: number, domain: string, marketHostSuffix: string): Promise<ShopDomain> {
  if (!isCustomDomain(domain, marketHostSuffix)) throw invalid({ domain: ['validation.domain_invalid'] });
  if (await findShopDomain(db, shopId)) throw conflict(DOMAIN_CONTACT_SUPPORT);
  const [used] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(eq(sql`lower(${customDomains.domain})`, domain.toLowerCase()))
    .limit(1);
  if (used) throw conflict(DOMAIN_ALREADY_USED);
  try {
    await db.insert(customDomains).values({ shopId, domain });
  } catch (error) {
    if (isUniqueViolation(error, 'custom_domains_shop_unique')) throw conflict(DOMAIN_CONTACT_SUPPORT);
    if (isUniqueViolation(error, 'custom_domains_domain_unique')) throw conflict(DOMAIN_ALREADY_USED);
    throw error;
  }
  return (await findShopDomain(db, shopId))!;
}
