import * as adminEndpoints from '@haat/api-contract/admin';
import { guardedLogin } from '../../lib/auth/login-guard.ts';
import { ContractRouter } from '../../lib/contract-route.ts';
import { codeSmsDeps } from '../../lib/sms/code-sms.ts';
import { created, ok } from '../../lib/envelope.ts';
import { serializeShop } from '../shops/shops.serializers.ts';
import {
  loginOwner,
  ownerAccountKey,
  registerOwner,
  RESET_CODE_SENT,
  resetOwnerPassword,
  sendOwnerResetCode,
  sendOwnerSignUpCode,
} from './owners.auth.service.ts';

/** Admin v3 `/auth/*`: how owners get an admin token (no token needed). */
export const ownerAuthRoutes = new ContractRouter()
  .endpoint(adminEndpoints.sendSignUpCode, async (c) => {
    const body = c.req.valid('json');
    await c.get('rateLimits').registerCode.consume(c, ownerAccountKey(body.mobile));
    await sendOwnerSignUpCode(codeSmsDeps(c), body);
    return ok(c, null, 'Code sent');
  })
  .endpoint(adminEndpoints.forgotPassword, async (c) => {
    const body = c.req.valid('json');
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
  });
