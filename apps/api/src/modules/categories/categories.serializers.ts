import type { Category } from '@haat/domain/schemas';
import type { CategoryRow } from '../../platform/db/rows.ts';

export function serializeCategory(row: CategoryRow, productCount: number): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    bn_name: row.bnName,
    icon: row.icon,
    product_count: productCount,
  };
}
