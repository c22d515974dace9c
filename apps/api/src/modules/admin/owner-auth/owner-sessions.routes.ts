import * as adminEndpoints from '@haat/api-contract/admin';
import { revokeAdminSessionById } from '../../../lib/auth/admin-token.ts';
import { ContractRouter } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { ownerAccountKey } from '../../owners/owners.auth.service.ts';
import { changeOwnerPassword, listOwnerSessions, revokeOwnerSession } from '../../owners/owners.sessions.service.ts';

/** Admin v3 `/auth/*` for a signed-in owner: sign-out, sessions and password. */
export const ownerSessionsRoutes = new ContractRouter()
  .endpoint(adminEndpoints.logout, async (c) => {
    await revokeAdminSessionById(c.get('db'), c.get('admin').sessionId);
    return ok(c, null, 'Signed out');
  })
  .endpoint(adminEndpoints.listSessions, async (c) => {
    const admin = c.get('admin');
    const rows = await listOwnerSessions(c.get('db'), admin);
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        shop_id: row.shopId,
        user_agent: row.userAgent,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        current: row.id === admin.sessionId,
      })),
    );
  })
  .endpoint(adminEndpoints.endSession, async (c) => {
    await revokeOwnerSession(c.get('db'), c.get('admin'), c.req.valid('param').id);
    return ok(c, null, 'Session ended');
  })
  .endpoint(adminEndpoints.changePassword, async (c) => {
    const admin = c.get('admin');
    // Guessing the current password is a login attempt on the account.
    const account = ownerAccountKey(admin.phone);
    await c.get('rateLimits').login.consume(c, account);
    await changeOwnerPassword(c.get('db'), admin, c.req.valid('json'));
    await c.get('rateLimits').login.resetAccount(account);
    return ok(c, null, 'Password changed');
  });
