import type { Category } from '@haat/domain/schemas';
import type { categories } from '../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;

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
