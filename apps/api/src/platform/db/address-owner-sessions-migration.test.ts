/**
 * Migrations on data the older schema held, on the engine under test: 0015 gives addresses and orders an area and
 * keeps their district and text (decision 241); 0016 keeps only the sha256 of owner session tokens, and a token
 * issued before it still signs its owner in.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authenticateAdmin, signAdminToken } from '../auth/admin-token.ts';
import { sha256 } from '../ids.ts';
import { rowsOf } from './types.ts';
import { openDatabaseBefore, type DatabaseBefore } from '../../../test/migration-before.ts';

const SECRET = 'migration-test-secret-of-32-characters!';
let before: DatabaseBefore | undefined;
afterEach(async () => {
  await before?.close();
  before = undefined;
});

async function ownerAndShop(db: DatabaseBefore['handle']['db']) {
  await db.execute(
    sql`insert into owners (name, mobile, email, password_hash) values ('Rina', '01711111111', null, 'x')`,
  );
  await db.execute(sql`insert into shops (owner_id, slug, name) values (1, 'rina', 'Rina')`);
}

describe('migration 0015_address_areas', () => {
  it('keeps every address and order with its district and text, with no area yet', async () => {
    before = await openDatabaseBefore('address_areas');
    const { db } = before.handle;
    await ownerAndShop(db);
    await db.execute(sql`
      insert into customers (shop_id, name, mobile, password_hash) values (1, 'Karim', '01811111111', 'x')`);
    await db.execute(sql`
      insert into addresses (shop_id, customer_id, name, mobile, district, address)
      values (1, 1, 'Karim', '01811111111', 'Dhaka', 'মিরপুর ১০, রোড ৫, বাসা ১২')`);
    await db.execute(sql`
      insert into orders (shop_id, code, name, mobile, district, address, subtotal_paisa, delivery_charge_paisa, total_paisa)
      values (1, 'HT-AREA0001', 'Karim', '01811111111', 'Dhaka', 'মিরপুর ১০, রোড ৫, বাসা ১২', 0, 6000, 6000)`);

    await before.handle.migrate();

    const kept = (table: 'addresses' | 'orders') =>
      db.execute(sql`select district, address, area from ${sql.identifier(table)}`).then(rowsOf);
    const expected = [{ district: 'Dhaka', address: 'মিরপুর ১০, রোড ৫, বাসা ১২', area: null }];
    expect(await kept('addresses')).toEqual(expected);
    expect(await kept('orders')).toEqual(expected);
  });
});

describe('migration 0016_owner_session_token_hash', () => {
  it('keeps only the hash of each session token, and a token issued before still signs in', async () => {
    before = await openDatabaseBefore('owner_session_token_hash');
    const { db } = before.handle;
    await ownerAndShop(db);
    const token = 'a-session-token-issued-before-the-migration';
    await db.execute(sql`
      insert into owner_sessions (shop_id, owner_id, token, expires_at)
      values (1, 1, ${token}, now() + interval '1 day')`);

    await before.handle.migrate();

    const columns = rowsOf<{ column_name: string }>(
      await db.execute(sql`select column_name from information_schema.columns where table_name = 'owner_sessions'`),
    ).map((row) => row.column_name);
    expect(columns).toContain('token_hash');
    expect(columns).not.toContain('token');
    expect(rowsOf(await db.execute(sql`select token_hash from owner_sessions`))).toEqual([
      { token_hash: sha256(token) },
    ]);
    const jwt = await signAdminToken(SECRET, { name: 'Rina', phone: '01711111111', shop_id: 1, token });
    await expect(authenticateAdmin(db, SECRET, jwt)).resolves.toMatchObject({ ownerId: 1, shopId: 1 });
  });
});
