import { Hono } from 'hono';
import * as v from 'valibot';
import {
  customerLoginBodySchema,
  customerRegisterBodySchema,
  customerSessionSchema,
  forgotPasswordBodySchema,
  registerCodeBodySchema,
  resetPasswordBodySchema,
} from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { bearerToken } from '../../lib/auth/bearer.ts';
import { guardedLogin } from '../../lib/auth/login-guard.ts';
import { codeSmsDeps } from '../../lib/sms/code-sms.ts';
import { endCustomerSession } from '../../lib/auth/customer-session.ts';
import { created, ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { validate } from '../../lib/validate.ts';
import { serializeCustomer } from '../../serializers/customer.ts';
import { requireShopCustomer } from './customer-access.ts';
import {
  accountKey,
  loginCustomer,
  registerCustomer,
  RESET_CODE_SENT,
  resetPassword,
  sendPasswordResetCode,
  sendRegisterCode,
  type CustomerSessionRows,
} from './customer-auth.service.ts';

const session = ({ token, customer }: CustomerSessionRows) => ({ token, customer: serializeCustomer(customer) });

/** Shop base (`/api/shop`): customer accounts, one per mobile number per shop. */
export const customerAuthRoutes = new Hono<AppEnv>()
  .post(
    '/auth/register/code',
    describe({
      tags: ['customer auth'],
      summary: 'Send the one-time code that proves the mobile before registering',
      description:
        'A 6-digit code (valid 10 minutes, 5 tries, single use) by SMS. 409 when the mobile already has an account in the shop; ' +
        '429 when the number, the shop or the platform has spent its SMS for today, or after too many requests.',
      data: v.null(),
      errors: [404, 409, 422, 429],
    }),
    validate('json', registerCodeBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').registerCode.consume(c, accountKey(body.shop_id, body.mobile));
      await sendRegisterCode(codeSmsDeps(c), body);
      return ok(c, null, 'Code sent');
    },
  )
  .post(
    '/auth/register',
    describe({
      tags: ['customer auth'],
      summary: 'Create a customer account in a shop and sign in',
      description:
        'Needs `otp`, the code sent by `POST /auth/register/code` (422 on `otp` when wrong or expired). ' +
        '409 "account already exists, try login" when the mobile already has an account in that shop.',
      data: customerSessionSchema,
      status: 201,
      errors: [404, 409, 422, 429],
    }),
    validate('json', customerRegisterBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').register.consume(c, accountKey(body.shop_id, body.mobile), body.shop_id);
      return created(c, session(await registerCustomer(c.get('db'), c.get('config').jwtSecret, body)), 'Registered');
    },
  )
  .post(
    '/auth/login',
    describe({
      tags: ['customer auth'],
      summary: 'Sign in with mobile and password',
      description: '401 "invalid login information" for an unknown mobile or a wrong password alike.',
      data: customerSessionSchema,
      errors: [401, 404, 422, 429],
    }),
    validate('json', customerLoginBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const scope = { account: accountKey(body.shop_id, body.mobile), shopId: body.shop_id };
      const result = await guardedLogin(c, scope, (ticket) => loginCustomer(c.get('db'), body, ticket.turn));
      return ok(c, session(result), 'Logged in');
    },
  )
  .post(
    '/auth/logout',
    describe({ tags: ['customer auth'], summary: 'End this session', data: v.null(), auth: 'customerToken', errors: [401] }),
    requireShopCustomer,
    async (c) => {
      await endCustomerSession(c.get('db'), bearerToken(c)!);
      return ok(c, null, 'Logged out');
    },
  )
  .post(
    '/auth/forgot-password',
    describe({
      tags: ['customer auth'],
      summary: 'Send a password reset code by SMS',
      description:
        'Sends a 6-digit one-time code (valid 10 minutes, 5 tries, single use) when the account exists. ' +
        'The answer is the same whether or not it does.',
      data: v.null(),
      errors: [404, 422, 429],
    }),
    validate('json', forgotPasswordBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').otp.consume(c, accountKey(body.shop_id, body.mobile));
      await sendPasswordResetCode(codeSmsDeps(c), body);
      return ok(c, null, RESET_CODE_SENT);
    },
  )
  .post(
    '/auth/reset-password',
    describe({
      tags: ['customer auth'],
      summary: 'Set a new password with the code sent by SMS, and sign in',
      description: 'Ends every other session of the customer. A wrong, used or expired code is 422 on `otp`.',
      data: customerSessionSchema,
      errors: [404, 422, 429],
    }),
    validate('json', resetPasswordBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      await c.get('rateLimits').reset.consume(c, accountKey(body.shop_id, body.mobile));
      return ok(c, session(await resetPassword(c.get('db'), c.get('config').jwtSecret, body)), 'Password reset');
    },
  );
