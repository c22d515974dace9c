/**
 * An owner's sessions: sign-out ends this one on the server, the owner lists and ends the others,
 * and a password change ends every session but the one that made it.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ChangePasswordBody } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { owners, ownerSessions } from '../../platform/db/schema.ts';
import type { AdminIdentity } from '../../platform/auth/admin-token.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import { HttpError, invalid, notFound } from '../../platform/http/errors.ts';

export const SESSION_NOT_FOUND = 'Session not found';
const CURRENT_PASSWORD_WRONG_ID = 'validation.current_password_wrong';

const live = (now: Date) => and(isNull(ownerSessions.revokedAt), gt(ownerSessions.expiresAt, now));

export function listOwnerSessions(db: Database, admin: AdminIdentity, now = new Date()) {
  return db
    .select({
      id: ownerSessions.id,
      shopId: ownerSessions.shopId,
      userAgent: ownerSessions.userAgent,
      createdAt: ownerSessions.createdAt,
      expiresAt: ownerSessions.expiresAt,
    })
    .from(ownerSessions)
    .where(and(eq(ownerSessions.ownerId, admin.ownerId), live(now)))
    .orderBy(desc(ownerSessions.createdAt), desc(ownerSessions.id));
}

/** Ends one of the owner's own live sessions; another owner's (or an ended one) is 404. */
export async function revokeOwnerSession(
  db: Database,
  admin: AdminIdentity,
  sessionId: number,
  now = new Date(),
): Promise<void> {
  const ended = await db
    .update(ownerSessions)
    .set({ revokedAt: now })
    .where(and(eq(ownerSessions.id, sessionId), eq(ownerSessions.ownerId, admin.ownerId), live(now)))
    .returning({ id: ownerSessions.id });
  if (ended.length === 0) throw notFound(SESSION_NOT_FOUND);
}

/** Checks the current password, sets the new one and ends the owner's other sessions. */
export async function changeOwnerPassword(db: Database, admin: AdminIdentity, body: ChangePasswordBody): Promise<void> {
  const [owner] = await db.select().from(owners).where(eq(owners.id, admin.ownerId)).limit(1);
  if (!owner) throw new HttpError(401, 'Session expired, please login again');
  if (!(await verifyPassword(body.current_password, owner.passwordHash)))
    throw invalid({ current_password: [CURRENT_PASSWORD_WRONG_ID] });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(owners).set({ passwordHash }).where(eq(owners.id, owner.id));
    await tx
      .update(ownerSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(ownerSessions.ownerId, owner.id),
          ne(ownerSessions.id, admin.sessionId),
          isNull(ownerSessions.revokedAt),
        ),
      );
  });
}
