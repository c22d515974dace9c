import type { DomainRecord } from '@haat/domain/schemas';
import type { customDomains } from '../db/schema.ts';

export type CustomDomainRow = typeof customDomains.$inferSelect;

export function serializeDomainRecord(row: CustomDomainRow, shopSlug: string): DomainRecord {
  return {
    id: row.id,
    domain: row.domain,
    slug: shopSlug,
    shop_id: row.shopId,
    verified: row.verified,
    ssl_status: row.sslStatus === 'pending' ? 'pending' : 'verified',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
