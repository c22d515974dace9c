import type { Address } from '@haat/domain/schemas';
import type { AddressRow } from '../../platform/db/rows.ts';
import { areaBn } from './address-place.ts';

export function serializeAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    mobile: row.mobile,
    address: row.address,
    district: row.district,
    area: row.area,
    area_bn: areaBn(row.district, row.area),
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
