import { and, eq } from 'drizzle-orm';
import type { ApkLeadBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { apkLeads } from '../../platform/db/schema.ts';
import type { ApkLeadRow } from '../../platform/db/rows.ts';
import { conflict } from '../../platform/http/errors.ts';

export const APK_LEAD_IN_PROGRESS = 'Your app request is already being handled; contact support to change it';

/** The shop's app-building request, if it made one. */
export async function findApkLead(db: Database, shopId: number): Promise<ApkLeadRow | null> {
  const [lead] = await db.select().from(apkLeads).where(eq(apkLeads.shopId, shopId)).limit(1);
  return lead ?? null;
}

/**
 * The shop's one request for an app: made on the first call, replaced by later ones while it is
 * still `requested`; once support has moved it on (building, ready, rejected) it is 409.
 */
export async function saveApkLead(
  db: Database,
  shopId: number,
  body: ApkLeadBody,
): Promise<{ lead: ApkLeadRow; created: boolean }> {
  const values = { appName: body.app_name, contactMobile: body.contact_mobile, note: body.note ?? null };
  const [inserted] = await db
    .insert(apkLeads)
    .values({ shopId, ...values })
    .onConflictDoNothing({ target: apkLeads.shopId })
    .returning();
  if (inserted) return { lead: inserted, created: true };
  const [updated] = await db
    .update(apkLeads)
    .set(values)
    .where(and(eq(apkLeads.shopId, shopId), eq(apkLeads.status, 'requested')))
    .returning();
  if (!updated) throw conflict(APK_LEAD_IN_PROGRESS);
  return { lead: updated, created: false };
}
