import { and, eq, ne } from 'drizzle-orm';
import type { MessageId } from '@haat/domain/messages';
import type { ChangePasswordBody, UpdateMeBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { customers, customerSessions } from '../../platform/db/schema.ts';
import type { CustomerRow } from '../../platform/db/rows.ts';
import type { CustomerIdentity } from '../../platform/auth/customer-session.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { invalid, unauthorized } from '../../platform/http/errors.ts';

/** A 422 field message: the current password given is not the account's. */
export const CURRENT_PASSWORD_WRONG_ID: MessageId = 'validation.current_password_wrong';

export async function getCustomer(db: Database, who: CustomerIdentity): Promise<CustomerRow> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, who.id), eq(customers.shopId, who.shopId)))
    .limit(1);
  // The session was live a moment ago; the account may have been deleted since.
  if (!row) throw unauthorized();
  return row;
}

export async function updateCustomer(db: Database, who: CustomerIdentity, body: UpdateMeBody): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({ name: body.name, email: body.email ?? null })
    .where(and(eq(customers.id, who.id), eq(customers.shopId, who.shopId)))
    .returning();
  if (!row) throw unauthorized();
  return row;
}

/** Changes the password after checking the current one; the customer's other sessions end. */
export async function changePassword(db: Database, who: CustomerIdentity, body: ChangePasswordBody): Promise<void> {
  const customer = await getCustomer(db, who);
  if (!(await verifyPassword(body.current_password, customer.passwordHash))) {
    throw invalid({ current_password: [CURRENT_PASSWORD_WRONG_ID] });
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    await tx
      .delete(customerSessions)
      .where(and(eq(customerSessions.customerId, customer.id), ne(customerSessions.id, who.sessionId)));
  });
}
