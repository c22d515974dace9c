/**
 * A shop's own domain: claimed by the owner, proven through DNS (dns-proof.ts), then served. Only a
 * verified domain is unique across shops: anyone may claim a domain, nobody gets it without proof, and
 * the shop that proves it drops every other claim. Verified domains are re-checked on a schedule.
 * The lookups of admin v2 (`getDomainInfo`, `isDomainAllowed`) find only verified domains.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { isCustomDomain, normalizeHostname, shopSlugFromSubdomain } from '@haat/domain/hosts';
import type { Database } from '../../platform/db/types.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { customDomains, shops } from '../../platform/db/schema.ts';
import type { CustomDomainRow } from '../../platform/db/rows.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { randomToken } from '../../platform/ids.ts';
import type { Logger } from '../../platform/observability/logger.ts';
import { checkDomainProof, type DnsProofConfig } from './dns-proof.ts';

export const DOMAIN_CONTACT_SUPPORT = 'This shop already has a domain; contact support to change it';
export const DOMAIN_ALREADY_USED = 'This domain is already used by another shop';
export const NO_DOMAIN = 'This shop has not claimed a domain yet';
/** Re-checks in a row without proof before a verified domain is served no more. */
export const RECHECK_FAILURES_TO_UNVERIFY = 3;

export interface ShopDomain {
  domain: CustomDomainRow;
  slug: string;
}

const sameDomain = (domain: string) => eq(sql`lower(${customDomains.domain})`, domain.toLowerCase());

/** The shop's own domain (claimed or verified), or null when it has none. */
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
 * Claims a domain for the shop, arriving normalised by the domain field: unverified, with a fresh
 * token to publish. A claim not yet proven may be replaced; a verified domain changes only through
 * support (409). A domain another shop has verified is 409; the market host or an IP address is 422.
 */
export async function claimShopDomain(
  db: Database,
  shopId: number,
  domain: string,
  marketHostSuffix: string,
): Promise<ShopDomain> {
  if (!isCustomDomain(domain, marketHostSuffix)) throw invalid({ domain: ['validation.domain_invalid'] });
  const existing = await findShopDomain(db, shopId);
  if (existing?.domain.verified) throw conflict(DOMAIN_CONTACT_SUPPORT);
  const [taken] = await db
    .select({ id: customDomains.id })
    .from(customDomains)
    .where(and(sameDomain(domain), eq(customDomains.verified, true)))
    .limit(1);
  if (taken) throw conflict(DOMAIN_ALREADY_USED);
  const claim = {
    domain,
    verificationToken: `haat-${randomToken().slice(0, 32)}`,
    lastCheckedAt: null,
    checkError: null,
    failedChecks: 0,
  };
  try {
    if (existing) await db.update(customDomains).set(claim).where(eq(customDomains.id, existing.domain.id));
    else await db.insert(customDomains).values({ shopId, ...claim });
  } catch (error) {
    if (isUniqueViolation(error, 'custom_domains_shop_unique')) throw conflict(DOMAIN_CONTACT_SUPPORT);
    throw error;
  }
  return (await findShopDomain(db, shopId))!;
}

/**
 * Looks for the shop's DNS proof now. Found: the domain is verified and every other shop's claim on
 * it is dropped (409 if another shop proved it first). Not found: the reason is kept for the owner.
 */
export async function verifyShopDomain(
  db: Database,
  shopId: number,
  dns: DnsProofConfig,
  now = new Date(),
): Promise<ShopDomain> {
  const existing = await findShopDomain(db, shopId);
  if (!existing) throw notFound(NO_DOMAIN);
  if (existing.domain.verified) return existing;
  const result = await checkDomainProof(dns, existing.domain.domain, existing.domain.verificationToken);
  const id = existing.domain.id;
  if (!result.proven) {
    await db
      .update(customDomains)
      .set({ lastCheckedAt: now, checkError: result.reason })
      .where(eq(customDomains.id, id));
  } else {
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(customDomains)
          .set({ verified: true, sslStatus: 'verified', lastCheckedAt: now, checkError: null, failedChecks: 0 })
          .where(eq(customDomains.id, id));
        await tx
          .delete(customDomains)
          .where(and(sameDomain(existing.domain.domain), ne(customDomains.id, id), eq(customDomains.verified, false)));
      });
    } catch (error) {
      if (isUniqueViolation(error, 'custom_domains_verified_domain_unique')) throw conflict(DOMAIN_ALREADY_USED);
      throw error;
    }
  }
  return (await findShopDomain(db, shopId))!;
}

/**
 * Checks every verified domain's proof again. A domain whose proof is gone for
 * RECHECK_FAILURES_TO_UNVERIFY checks in a row is unverified (a lapsed registration or a new owner of
 * the name must not keep the shop on it); a passing check clears the count.
 */
export async function recheckVerifiedDomains(db: Database, dns: DnsProofConfig, logger: Logger, now = new Date()) {
  const verified = await db.select().from(customDomains).where(eq(customDomains.verified, true));
  let unverified = 0;
  for (const row of verified) {
    const result = await checkDomainProof(dns, row.domain, row.verificationToken);
    if (result.proven) {
      await db
        .update(customDomains)
        .set({ lastCheckedAt: now, checkError: null, failedChecks: 0 })
        .where(eq(customDomains.id, row.id));
      continue;
    }
    const failedChecks = row.failedChecks + 1;
    const lapsed = failedChecks >= RECHECK_FAILURES_TO_UNVERIFY;
    await db
      .update(customDomains)
      .set({
        lastCheckedAt: now,
        checkError: result.reason,
        failedChecks,
        ...(lapsed ? { verified: false, sslStatus: 'pending' } : {}),
      })
      .where(eq(customDomains.id, row.id));
    if (lapsed) {
      unverified += 1;
      logger.warn('custom domain lost its proof and is no longer served', {
        shop_id: row.shopId,
        reason: result.reason,
      });
    }
  }
  return { checked: verified.length, unverified };
}

/** A verified custom domain and its shop's slug, matched without case, port or trailing dot; 404 otherwise. */
export async function getDomainInfo(db: Database, domain: string) {
  const hostname = normalizeHostname(domain);
  const [row] = await db
    .select({ domain: customDomains, slug: shops.slug })
    .from(customDomains)
    .innerJoin(shops, eq(shops.id, customDomains.shopId))
    .where(and(eq(sql`lower(${customDomains.domain})`, hostname), eq(customDomains.verified, true)))
    .limit(1);
  if (!row) throw notFound('Domain not found');
  return row;
}

/**
 * Whether a TLS proxy may get a certificate for this host: a published shop's verified custom domain, or
 * the market subdomain of a published shop (`{slug}.{suffix}`): its normalized host name, or null.
 */
export async function isDomainAllowed(db: Database, domain: string, marketHostSuffix: string): Promise<string | null> {
  const hostname = normalizeHostname(domain);
  const slug = shopSlugFromSubdomain(hostname, marketHostSuffix);
  if (slug !== null) {
    const [shop] = await db.select({ public: shops.public }).from(shops).where(eq(shops.slug, slug)).limit(1);
    return shop?.public === true ? hostname : null;
  }
  if (!isCustomDomain(hostname, marketHostSuffix)) return null;
  const [row] = await db
    .select({ public: shops.public })
    .from(customDomains)
    .innerJoin(shops, eq(shops.id, customDomains.shopId))
    .where(and(eq(sql`lower(${customDomains.domain})`, hostname), eq(customDomains.verified, true)))
    .limit(1);
  return row?.public === true ? hostname : null;
}
