/**
 * What `start:demo` prints: each demo shop's storefront URL (on the shared host and, for boighor,
 * on its own domain), an admin URL carrying a fresh admin token of its owner, the Meta catalogue
 * feed of each published shop, and the demo logins.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/types.ts';
import { customDomains, owners, shops } from '../platform/db/schema.ts';
import type { Config } from '../platform/config/env.ts';
import { createAdminSession } from '../platform/auth/admin-token.ts';
import { readMetaFeed } from '../modules/meta-feed/meta-feed.service.ts';
import { DEMO_SHOPS } from './demo-shops.ts';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from './people.ts';

export interface DemoShopLinks {
  slug: string;
  name: string;
  bnName: string | null;
  theme: number;
  public: boolean;
  storefront: string;
  /** The storefront on the shop's own domain, when it has one. */
  customDomain: string | null;
  /** The admin area, signed in as the owner (`?token=<admin JWT>&lang=bn&env=app`). */
  admin: string;
  /** The Meta catalogue feed (CSV) of a published shop with a feed token; null otherwise. */
  metaFeed: string | null;
  ownerMobile: string;
}

/** The storefront's origin with another host name (the custom domain), same scheme and port. */
function onDomain(storefrontUrl: string, domain: string): string {
  const url = new URL(storefrontUrl);
  url.hostname = domain;
  url.pathname = '/';
  return url.toString();
}

/** Links for the demo shops that exist in the database; opens an owner session (a fresh token) for each. */
export async function demoLinks(
  db: Database,
  config: Pick<Config, 'jwtSecret' | 'storefrontUrl' | 'adminUrl' | 'publicApiUrl' | 'marketHostSuffix'>,
): Promise<DemoShopLinks[]> {
  const rows = await db
    .select({ shop: shops, owner: owners, domain: customDomains.domain })
    .from(shops)
    .innerJoin(owners, eq(owners.id, shops.ownerId))
    .leftJoin(customDomains, eq(customDomains.shopId, shops.id))
    .where(
      inArray(
        shops.slug,
        DEMO_SHOPS.map((shop) => shop.slug),
      ),
    );
  const bySlug = new Map(rows.map((row) => [row.shop.slug, row]));
  const links: DemoShopLinks[] = [];
  for (const demo of DEMO_SHOPS) {
    const row = bySlug.get(demo.slug);
    if (!row) continue;
    const { token } = await createAdminSession(db, config.jwtSecret, row.owner, row.shop.id);
    const admin = new URL(`${config.adminUrl}/admin/${row.shop.slug}`);
    admin.search = new URLSearchParams({ token, lang: 'bn', env: 'app' }).toString();
    const feed = await readMetaFeed(db, config, row.shop.id);
    links.push({
      slug: row.shop.slug,
      name: row.shop.name,
      bnName: row.shop.bnName,
      theme: row.shop.theme,
      public: row.shop.public,
      storefront: `${config.storefrontUrl}/shop/${row.shop.slug}`,
      customDomain: row.domain ? onDomain(config.storefrontUrl, row.domain) : null,
      admin: admin.toString(),
      metaFeed: feed.published ? feed.csv_url : null,
      ownerMobile: row.owner.mobile,
    });
  }
  return links;
}

/** The links as text for a terminal. */
export function formatDemoLinks(links: readonly DemoShopLinks[], apiUrl: string): string {
  const lines = ['', `Haat demo is ready. API: ${apiUrl}`, ''];
  for (const shop of links) {
    lines.push(
      `${shop.bnName ?? shop.name} / ${shop.name} (${shop.slug}), theme ${shop.theme}${shop.public ? '' : ', unpublished'}`,
    );
    lines.push(`  Storefront:    ${shop.storefront}`);
    if (shop.customDomain) {
      const host = new URL(shop.customDomain).hostname;
      lines.push(`  Own domain:    ${shop.customDomain}`);
      lines.push(
        `                 (${host} must reach this machine: chromium --host-resolver-rules="MAP *.test 127.0.0.1",`,
      );
      lines.push(`                 or add "127.0.0.1 ${host}" to /etc/hosts)`);
    }
    lines.push(`  Admin:         ${shop.admin}`);
    if (shop.metaFeed) lines.push(`  Meta feed:     ${shop.metaFeed} (or .xml)`);
    lines.push(`  Owner login:   ${shop.ownerMobile} / ${DEMO_PASSWORD}`);
    lines.push('');
  }
  lines.push(`Customer login in every shop: ${DEMO_CUSTOMER.mobile} / ${DEMO_PASSWORD}`, '');
  return `${lines.join('\n')}\n`;
}
