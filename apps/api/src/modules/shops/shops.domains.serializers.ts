import type { DomainRecord, OwnDomain } from '@haat/domain/schemas';
import type { CustomDomainRow } from '../../platform/db/rows.ts';

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

/** The owner's view: the record and the DNS steps that prove it. */
export function serializeOwnDomain(row: CustomDomainRow, shopSlug: string, cnameTarget: string): OwnDomain {
  return {
    ...serializeDomainRecord(row, shopSlug),
    txt_record: { name: `_haat-challenge.${row.domain}`, value: row.verificationToken },
    cname_target: cnameTarget,
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    check_error:
      row.checkError === 'not_found' || row.checkError === 'wrong_value' || row.checkError === 'dns_error'
        ? row.checkError
        : null,
  };
}
