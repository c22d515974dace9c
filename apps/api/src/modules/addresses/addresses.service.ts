/**
 * A customer's saved addresses. While the customer has any, exactly one is the default: the
 * first one saved becomes it, `is_default: true` moves it, and deleting the default hands it to
 * the newest remaining address. Writes lock the customer's row, so parallel writes cannot leave
 * two defaults.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { AddressBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { addresses, customers } from '../../platform/db/schema.ts';
import type { AddressRow } from '../../platform/db/rows.ts';
import type { CustomerIdentity } from '../../platform/auth/customer-session.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { checkedPlace } from './address-place.ts';

export const MAX_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND = 'Address not found';

const ownedBy = (who: CustomerIdentity) => and(eq(addresses.customerId, who.id), eq(addresses.shopId, who.shopId));

export async function listAddresses(db: Database, who: CustomerIdentity): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(ownedBy(who))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

async function lockCustomer(tx: Database, who: CustomerIdentity): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, who.id)).for('update');
}

const columns = (body: AddressBody) => ({
  label: body.label ?? null,
  name: body.name,
  mobile: body.mobile,
  address: body.address,
  ...checkedPlace(body.district, body.area),
});

async function clearOtherDefaults(tx: Database, who: CustomerIdentity, keepId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(ownedBy(who), eq(addresses.isDefault, true), ne(addresses.id, keepId)));
}

export async function createAddress(db: Database, who: CustomerIdentity, body: AddressBody): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, who);
    const [existing] = await tx.select({ total: count() }).from(addresses).where(ownedBy(who));
    const total = existing?.total ?? 0;
    if (total >= MAX_ADDRESSES) throw conflict(`You can save at most ${MAX_ADDRESSES} addresses`);
    const isDefault = body.is_default || total === 0;
    const [row] = await tx
      .insert(addresses)
      .values({ shopId: who.shopId, customerId: who.id, ...columns(body), isDefault })
      .returning();
    if (isDefault) await clearOtherDefaults(tx, who, row!.id);
    return row!;
  });
}

/** Replaces the address's fields; `is_default: false` does not take the default away (see above). */
export async function updateAddress(
  db: Database,
  who: CustomerIdentity,
  id: number,
  body: AddressBody,
): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, who);
    const [row] = await tx
      .update(addresses)
      .set({ ...columns(body), ...(body.is_default ? { isDefault: true } : {}) })
      .where(and(ownedBy(who), eq(addresses.id, id)))
      .returning();
    if (!row) throw notFound(ADDRESS_NOT_FOUND);
    if (row.isDefault) await clearOtherDefaults(tx, who, row.id);
    return row;
  });
}

export async function deleteAddress(db: Database, who: CustomerIdentity, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, who);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(ownedBy(who), eq(addresses.id, id)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
    if (!deleted.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ownedBy(who))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}
