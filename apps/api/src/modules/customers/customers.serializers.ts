import type { Customer } from '@haat/domain/schemas';
import type { CustomerRow } from '../../platform/db/rows.ts';

/** A customer account as the wire's Customer (never the password hash). */
export function serializeCustomer(
  row: Pick<CustomerRow, 'id' | 'shopId' | 'name' | 'mobile' | 'email' | 'createdAt'>,
): Customer {
  return {
    id: row.id,
    shop_id: row.shopId,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    created_at: row.createdAt.toISOString(),
  };
}
