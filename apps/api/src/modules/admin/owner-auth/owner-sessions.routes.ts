import { Hono } from 'hono';
import * as v from 'valibot';
import { changePasswordBodySchema, ownerSessionInfoSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin, revokeAdminSessionById } from '../../../lib/auth/admin-token.ts';
import { ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { adminDoc } from '../admin-doc.ts';
import { idParamSchema } from '../admin-params.ts';
import { ownerAccountKey } from './owner-auth.service.ts';
import { changeOwnerPassword, listOwnerSessions, revokeOwnerSession } from './owner-sessions.service.ts';

/** Admin v3 `/auth/*` for a signed-in owner: sign-out, sessions and password. */
export const ownerSessionsRoutes = new Hono<AppEnv>()
  .post(
    '/auth/logout',
    adminDoc({ summary: 'Sign out: ends this session on the server (its token gets 401 from now on)', data: v.null() }),
    requireAdmin,
    async (c) => {
      await revokeAdminSessionById(c.get('db'), c.get('admin').sessionId);
      return ok(c, null, 'Signed out');
    },
  )
  .get(
    '/auth/sessions',
    adminDoc({ summary: "The owner's live sessions, newest first, `current` marking this one", data: v.array(ownerSessionInfoSchema) }),
    requireAdmin,
    async (c) => {
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
    },
  )
  .delete(
    '/auth/sessions/:id',
    adminDoc({ summary: "Ends one of the owner's sessions (404 for any other)", data: v.null(), errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    async (c) => {
      await revokeOwnerSession(c.get('db'), c.get('admin'), c.req.valid('param').id);
      return ok(c, null, 'Session ended');
    },
  )
  .put(
    '/auth/password',
    adminDoc({
      summary: "Changes the owner's password and ends their other sessions",
      description: 'A wrong current password is 422 on `current_password` (tries are limited like logins: 429).',
      data: v.null(),
      errors: [422, 429],
    }),
    requireAdmin,
    validate('json', changePasswordBodySchema),
    async (c) => {
      const admin = c.get('admin');
      // Guessing the current password is a login attempt on the account.
      const account = ownerAccountKey(admin.phone);
      await c.get('rateLimits').login.consume(c, account);
      await changeOwnerPassword(c.get('db'), admin, c.req.valid('json'));
      await c.get('rateLimits').login.resetAccount(account);
      return ok(c, null, 'Password changed');
    },
  );
