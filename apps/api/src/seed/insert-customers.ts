/** A demo shop's customer accounts (demo customer first), their addresses and the demo customer's wish list. */
import type { Database } from '../platform/db/types.ts';
import { addresses, customers, wishlistItems } from '../platform/db/schema.ts';
import type { CustomerRow, ProductRow } from '../platform/db/rows.ts';
import { DEMO_CUSTOMER, OTHER_CUSTOMERS } from './people.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The accounts in the order of people.ts: index 0 is the demo customer. */
export async function insertCustomers(
  tx: Database,
  shopId: number,
  passwordHash: string,
  now: Date,
): Promise<CustomerRow[]> {
  const people = [DEMO_CUSTOMER, ...OTHER_CUSTOMERS];
  const rows = await tx
    .insert(customers)
    .values(
      people.map((person, i) => {
        const joined = new Date(now.getTime() - (30 - i) * DAY);
        return {
          shopId,
          name: person.name,
          mobile: person.mobile,
          email: person.email,
          passwordHash,
          createdAt: joined,
          updatedAt: joined,
        };
      }),
    )
    .returning();
  await tx.insert(addresses).values(
    people.flatMap((person, i) =>
      person.addresses.map((address, position) => ({
        shopId,
        customerId: rows[i]!.id,
        label: address.label,
        name: person.name,
        mobile: person.mobile,
        address: address.address,
        district: address.district,
        area: address.area,
        isDefault: position === 0,
      })),
    ),
  );
  return rows;
}

/** A few saved products for the demo customer: two in stock and one that is out of stock. */
export async function insertDemoWishlist(
  tx: Database,
  shopId: number,
  demoCustomer: CustomerRow,
  products: ProductRow[],
): Promise<void> {
  const inStock = products.filter((product) => product.stock > 0).slice(1, 3);
  const soldOut = products.filter((product) => product.stock === 0).slice(0, 1);
  const saved = [...inStock, ...soldOut];
  if (saved.length === 0) return;
  await tx
    .insert(wishlistItems)
    .values(saved.map((product) => ({ shopId, customerId: demoCustomer.id, productId: product.id })));
}
