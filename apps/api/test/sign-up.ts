/**
 * Sign-up over HTTP as the apps do it: ask for the code sent to the number, read it from the
 * development SMS sender, then register with it.
 */
import { normalizeMobile } from '@haat/domain/phone';
import { lastSmsTo } from '../src/integrations/sms/log-sms.ts';
import { codeInText } from '../src/modules/dev-sms/dev-sms.dev.routes.ts';
import type { TestContext, TestResponse } from './context.ts';

type Body = Record<string, unknown>;

/** Asks for a sign-up code and returns it (null when the API sent none). */
export async function signUpCode(
  ctx: Pick<TestContext, 'request' | 'jobsSettled'>,
  path: string,
  body: Body,
  headers: Record<string, string> = {},
): Promise<string | null> {
  const res = await ctx.request('POST', path, { body, headers });
  if (res.status !== 200 || typeof body['mobile'] !== 'string') return null;
  await ctx.jobsSettled();
  const text = lastSmsTo(normalizeMobile(body['mobile']));
  return text === undefined ? null : codeInText(text);
}

/** A well-formed code that was never sent: what a client has when no code came (the API then says why). */
const UNSENT_CODE = '000000';

/** `POST /api/shop/auth/register` with the code of `/register/code`, or an unsent one when none came. */
export async function registerCustomerOverHttp<T = unknown>(
  ctx: Pick<TestContext, 'request' | 'jobsSettled'>,
  body: Body,
  headers: Record<string, string> = {},
): Promise<TestResponse<T>> {
  const otp =
    body['otp'] ??
    (await signUpCode(
      ctx,
      '/api/shop/auth/register/code',
      { shop_id: body['shop_id'], mobile: body['mobile'] },
      headers,
    )) ??
    UNSENT_CODE;
  return ctx.request<T>('POST', '/api/shop/auth/register', { body: { ...body, otp }, headers });
}

/** `POST /api/admin/v3/auth/register` with the code of `/register/code`, or an unsent one when none came. */
export async function registerOwnerOverHttp<T = unknown>(
  ctx: Pick<TestContext, 'request' | 'jobsSettled'>,
  body: Body,
): Promise<TestResponse<T>> {
  const otp =
    body['otp'] ??
    (await signUpCode(ctx, '/api/admin/v3/auth/register/code', { mobile: body['mobile'] })) ??
    UNSENT_CODE;
  return ctx.request<T>('POST', '/api/admin/v3/auth/register', { body: { ...body, otp } });
}
