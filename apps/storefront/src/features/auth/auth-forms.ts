// The auth forms' values as the request bodies the API takes, checked with the same schemas
// (@haat/domain/schemas) through the shared form-errors helper.
import {
  customerLoginBodySchema,
  customerRegisterBodySchema,
  forgotPasswordFormSchema,
  resetPasswordBodySchema,
} from '@haat/domain/schemas';
import { checkBody } from '@haat/i18n/form-errors';

export interface LoginValues {
  mobile: string;
  password: string;
}

/** Each form field's name in the body (and in a 422 answer's `errors`). */
export const loginFields = { mobile: 'mobile', password: 'password' } as const satisfies Record<
  keyof LoginValues,
  string
>;

/** A login only checks that a password was entered: older passwords may predate today's rules. */
export function checkLogin(shopId: number, values: LoginValues) {
  return checkBody(customerLoginBodySchema, { shop_id: shopId, ...values }, { names: loginFields });
}

export interface RegisterValues {
  name: string;
  mobile: string;
  email: string;
  password: string;
  confirmation: string;
}

export const registerFields = {
  name: 'name',
  mobile: 'mobile',
  email: 'email',
  password: 'password',
  confirmation: 'password_confirmation',
} as const satisfies Record<keyof RegisterValues, string>;

/**
 * The registration body. `otp` is null before the code was sent: the first step shows every field's
 * problem but the code's.
 */
export function checkRegister(shopId: number, values: RegisterValues, otp: string | null) {
  const body = {
    shop_id: shopId,
    name: values.name,
    mobile: values.mobile,
    email: values.email,
    password: values.password,
    password_confirmation: values.confirmation,
    otp: otp ?? '',
  };
  const names = otp === null ? registerFields : { ...registerFields, otp: 'otp' };
  return checkBody<typeof customerRegisterBodySchema, keyof RegisterValues | 'otp'>(customerRegisterBodySchema, body, {
    names,
  });
}

/** The first step of a forgotten password: the number to send the code to. */
export function checkForgotPassword(shopId: number, mobile: string) {
  return checkBody(forgotPasswordFormSchema, { shop_id: shopId, mobile }, { names: { mobile: 'mobile' } });
}

export interface ResetValues {
  otp: string;
  password: string;
  confirmation: string;
}

export const resetFields = {
  otp: 'otp',
  password: 'password',
  confirmation: 'password_confirmation',
} as const satisfies Record<keyof ResetValues, string>;

/** The second step: the code sent to `mobile` (already checked) and the new password twice. */
export function checkReset(shopId: number, mobile: string, values: ResetValues) {
  const body = {
    shop_id: shopId,
    mobile,
    otp: values.otp,
    password: values.password,
    password_confirmation: values.confirmation,
  };
  return checkBody(resetPasswordBodySchema, body, { names: resetFields });
}

/** Where to go after signing in: a path inside this site from `?redirect=`, never another origin. */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
