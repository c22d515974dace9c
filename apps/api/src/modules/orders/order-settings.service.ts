/**
 * The shop's order-operations settings (`GET`/`PUT /order-settings`): auto-cancel hours and the
 * cash-on-delivery risk settings, kept in the shop's `settings` beside its other keys.
 */
import { eq, sql } from 'drizzle-orm';
import { orderOpsSettingsOf, type OrderOpsSettings } from '@haat/domain/order-ops';
import type { Database } from '../../platform/db/types.ts';
import { shops } from '../../platform/db/schema.ts';

export async function readOrderSettings(db: Database, shopId: number): Promise<OrderOpsSettings> {
  const [shop] = await db.select({ settings: shops.settings }).from(shops).where(eq(shops.id, shopId));
  return orderOpsSettingsOf(shop?.settings);
}

/** Stores `settings` (validated by the domain schema): only these keys change, the shop's other settings stay. */
export async function saveOrderSettings(
  db: Database,
  shopId: number,
  settings: OrderOpsSettings,
): Promise<OrderOpsSettings> {
  const orders = JSON.stringify({ auto_cancel_hours: settings.auto_cancel_hours });
  const codRisk = JSON.stringify(settings.cod_risk);
  await db
    .update(shops)
    .set({
      settings: sql`${shops.settings}
        || jsonb_build_object('orders', coalesce(${shops.settings} -> 'orders', '{}'::jsonb) || ${orders}::jsonb)
        || jsonb_build_object('cod_risk', ${codRisk}::jsonb)`,
    })
    .where(eq(shops.id, shopId));
  return readOrderSettings(db, shopId);
}
