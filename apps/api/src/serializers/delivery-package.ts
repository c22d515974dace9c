import type { DeliveryPackage } from '@haat/domain/schemas';
import type { deliveryPackages } from '../db/schema.ts';
import { taka } from './money.ts';

export type DeliveryPackageRow = typeof deliveryPackages.$inferSelect;

export function serializeDeliveryPackage(row: DeliveryPackageRow): DeliveryPackage {
  return { id: row.id, name: row.name, charge: taka(row.chargePaisa) };
}
