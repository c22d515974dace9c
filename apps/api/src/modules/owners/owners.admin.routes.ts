import * as adminEndpoints from '@haat/api-contract/admin';
import { revokeAdminSessionById } from '../../platform/auth/admin-token.ts';
import { guardedLogin } from '../../platform/auth/login-guard.ts';
import { acceptProofOfWork, issueChallenge } from '../../platform/auth/proof-of-work.ts';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { codeSmsDeps } from '../../integrations/sms/code-sms.ts';
import { created, ok } from '../../platform/http/envelope.ts';
import { serializeShop } from '../shops/shops.serializers.ts';
import {
  isShopSlugFree,
  loginOwner,
  ownerAccountKey,
  registerOwner,
  RESET_CODE_SENT,
  resetOwnerPassword,
  sendOwnerResetCode,
  sendOwnerSignUpCode,
} from './owners.auth.service.ts';
import { changeOwnerPassword, listOwnerSessions, revokeOwnerSession } from './owners.sessions.service.ts';

/**
 * Admin v3 base (`/api/admin/v3`), `/auth/*`: how owners get an admin token (no token needed), and for a
 * signed-in owner sign-out, sessions and password.
 */
export const ownersAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.getChallenge, async (c) => ok(c, await issueChallenge(c.get('config').proofOfWork)))
  .endpoint(adminEndpoints.sendSignUpCode, async (c) => {
    const body = c.req.valid('json');
    await acceptProofOfWork(c.get('db'), c.get('config').proofOfWork, body.altcha);
    await c.get('rateLimits').registerCode.consume(c, ownerAccountKey(body.mobile));
    await sendOwnerSignUpCode(codeSmsDeps(c), body);
    return ok(c, null, 'Code sent');
  })
  .endpoint(adminEndpoints.forgotPassword, async (c) => {
    const body = c.req.valid('json');
    await acceptProofOfWork(c.get('db'), c.get('config').proofOfWork, body.altcha);
    await c.get('rateLimits').otp.consume(c, ownerAccountKey(body.mobile));
    await sendOwnerResetCode(codeSmsDeps(c), body);
    return ok(c, null, RESET_CODE_SENT);
  })
  .endpoint(adminEndpoints.resetPassword, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').reset.consume(c, ownerAccountKey(body.mobile));
    const result = await resetOwnerPassword(c.get('db'), c.get('config').jwtSecret, body, c.req.header('user-agent'));
    return ok(
      c,
      { token: result.token, shops: result.shops.map((shop) => serializeShop(shop, c.get('storage'))) },
      'Password changed',
    );
  })
  .endpoint(adminEndpoints.checkSlug, async (c) => {
    await c.get('rateLimits').slugCheck.consume(c);
    const { slug } = c.req.valid('param');
    return ok(c, { slug, available: await isShopSlugFree(c.get('db'), slug) });
  })
  .endpoint(adminEndpoints.register, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').register.consume(c, ownerAccountKey(body.mobile));
    const { token, shop } = await registerOwner(c.get('db'), c.get('config').jwtSecret, body);
    return created(c, { token, shop: serializeShop(shop, c.get('storage')) }, 'Shop created');
  })
  .endpoint(adminEndpoints.login, async (c) => {
    const body = c.req.valid('json');
    const result = await guardedLogin(c, { account: ownerAccountKey(body.mobile) }, (ticket) =>
      loginOwner(c.get('db'), c.get('config').jwtSecret, body, c.req.valid('query').shop_id, {
        turn: ticket.turn,
        userAgent: c.req.header('user-agent'),
      }),
    );
    return ok(c, { token: result.token, shops: result.shops.map((shop) => serializeShop(shop, c.get('storage'))) });
  })
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
