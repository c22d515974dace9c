import { apkLeadStatuses, type ApkLead } from '@haat/domain/schemas';
import type { ApkLeadRow } from '../../platform/db/rows.ts';

const isStatus = (value: string): value is ApkLead['status'] => (apkLeadStatuses as readonly string[]).includes(value);

export function serializeApkLead(row: ApkLeadRow): ApkLead {
  return {
    id: row.id,
    shop_id: row.shopId,
    app_name: row.appName,
    contact_mobile: row.contactMobile,
    note: row.note,
    status: isStatus(row.status) ? row.status : 'requested',
    download_url: row.downloadUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
