import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ownerCodeBodySchema,
  ownerLoginBodySchema,
  ownerLoginResultSchema,
  ownerRegisterBodySchema,
  ownerResetPasswordBodySchema,
  ownerSessionSchema,
  shopQuerySchema,
} from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { guardedLogin } from '../../../lib/auth/login-guard.ts';
import { codeSmsDeps } from '../../../lib/sms/code-sms.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { describe } from '../../../lib/openapi.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeShop } from '../../../serializers/shop.ts';
import {
  loginOwner,
  ownerAccountKey,
  registerOwner,
  RESET_CODE_SENT,
  resetOwnerPassword,
  sendOwnerResetCode,
  sendOwnerSignUpCode,
} from './owner-auth.service.ts';

/** Admin v3 `/auth/*`: how owners get an admin token (no token needed). */
export const ownerAuthRoutes = new Hono<AppEnv>()
  .post(
    '/auth/register/code',
    describe({
      tags: ['admin'],
      summary: "Send the one-time code that proves a new owner's mobile",
      description: 'A 6-digit code by SMS (valid 10 minutes, 5 tries). 409 when the number already has an account; 429 when its SMS for today are spent.',
      data: v.null(),
      errors: [409, 422, 429],
    }),
    validate('json', ownerCodeBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').registerCode.consume(c, ownerAccountKey(body.mobile));
      await sendOwnerSignUpCode(codeSmsDeps(c), body);
      return ok(c, null, 'Code sent');
    },
  )
  .post(
    '/auth/forgot-password',
    describe({
      tags: ['admin'],
      summary: "Send a password reset code to an owner's verified mobile",
      description: 'The same answer whether or not a shop account uses the number (only a verified mobile gets a code).',
      data: v.null(),
      errors: [422, 429],
    }),
    validate('json', ownerCodeBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').otp.consume(c, ownerAccountKey(body.mobile));
      await sendOwnerResetCode(codeSmsDeps(c), body);
      return ok(c, null, RESET_CODE_SENT);
    },
  )
  .post(
    '/auth/reset-password',
    describe({
      tags: ['admin'],
      summary: 'Set a new password with the reset code; every session of the owner ends, and a new one starts',
      description: 'A wrong, used or expired code is 422 on `otp`.',
      data: ownerLoginResultSchema,
      errors: [422, 429],
    }),
    validate('json', ownerResetPasswordBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').reset.consume(c, ownerAccountKey(body.mobile));
      const result = await resetOwnerPassword(c.get('db'), c.get('config').jwtSecret, body, c.req.header('user-agent'));
      return ok(c, { token: result.token, shops: result.shops.map((shop) => serializeShop(shop, c.get('storage'))) }, 'Password changed');
    },
  )
  .post(
    '/auth/register',
    describe({
      tags: ['admin'],
      summary: 'Create an owner account and their shop; answers an admin token for it',
      description: 'Needs `otp`, the code sent by `POST /auth/register/code` (422 on `otp` when wrong or expired).',
      data: ownerSessionSchema,
      status: 201,
      errors: [409, 422, 429],
    }),
    validate('json', ownerRegisterBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').register.consume(c, ownerAccountKey(body.mobile));
      const { token, shop } = await registerOwner(c.get('db'), c.get('config').jwtSecret, body);
      return created(c, { token, shop: serializeShop(shop, c.get('storage')) }, 'Shop created');
    },
  )
  .post(
    '/auth/login',
    describe({
      tags: ['admin'],
      summary: "Sign an owner in: an admin token (for `shop_id` when given, else the oldest shop) and the owner's shops",
      data: ownerLoginResultSchema,
      errors: [401, 403, 422, 429],
    }),
    validate('query', v.partial(shopQuerySchema)),
    validate('json', ownerLoginBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const result = await guardedLogin(c, { account: ownerAccountKey(body.mobile) }, (ticket) =>
        loginOwner(c.get('db'), c.get('config').jwtSecret, body, c.req.valid('query').shop_id, {
          turn: ticket.turn,
          userAgent: c.req.header('user-agent'),
        }),
      );
      return ok(c, { token: result.token, shops: result.shops.map((shop) => serializeShop(shop, c.get('storage'))) });
    },
  );
