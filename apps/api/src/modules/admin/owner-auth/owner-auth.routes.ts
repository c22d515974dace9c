import { Hono } from 'hono';
import * as v from 'valibot';
import {
  ownerLoginBodySchema,
  ownerLoginResultSchema,
  ownerRegisterBodySchema,
  ownerSessionSchema,
  shopQuerySchema,
} from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { guardedLogin } from '../../../lib/auth/login-guard.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { describe } from '../../../lib/openapi.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeShop } from '../../../serializers/shop.ts';
import { loginOwner, ownerAccountKey, registerOwner } from './owner-auth.service.ts';

/** Admin v3 `/auth/*`: how owners get an admin token (no token needed). */
export const ownerAuthRoutes = new Hono<AppEnv>()
  .post(
    '/auth/register',
    describe({
      tags: ['admin'],
      summary: 'Create an owner account and their shop; answers an admin token for it',
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
          urgent: ticket.known,
          userAgent: c.req.header('user-agent'),
        }),
      );
      return ok(c, { token: result.token, shops: result.shops.map((shop) => serializeShop(shop, c.get('storage'))) });
    },
  );
