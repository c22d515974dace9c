import type { DeliveryPackage } from '@haat/domain/schemas';
import type { DeliveryPackageRow } from '../../platform/db/rows.ts';
import { taka } from '../../platform/money.ts';

export function serializeDeliveryPackage(row: DeliveryPackageRow): DeliveryPackage {
  return {
    id: row.id,
    name: row.name,
    charge: taka(row.chargePaisa),
    zone: row.zone,
    places: row.places,
    weight_step: row.weightStepPaisa === null ? null : taka(row.weightStepPaisa),
  };
}
