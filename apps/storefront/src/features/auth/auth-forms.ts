import type { ValidationMessage } from '@haat/domain/messages';
import {
  validateEmail,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  validatePasswordConfirmation,
} from '@haat/domain/validators';
import type { FieldErrors } from '../../lib/form-errors.ts';

function collect<F extends string>(problems: Record<F, ValidationMessage | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, problem] of Object.entries(problems) as [F, ValidationMessage | null][]) {
    if (problem) errors[field] = problem;
  }
  return errors;
}

export interface LoginValues {
  mobile: string;
  password: string;
}

/** A login only checks that a password was entered: older passwords may predate today's rules. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return collect({
    mobile: validateMobile(values.mobile),
    password: values.password === '' ? { id: 'validation.password_required' } : null,
  });
}

export interface RegisterValues {
  name: string;
  mobile: string;
  email: string;
  password: string;
  confirmation: string;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return collect({
    name: validateName(values.name),
    mobile: validateMobile(values.mobile),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    confirmation: validatePasswordConfirmation(values.password, values.confirmation),
  });
}

export interface ResetValues {
  otp: string;
  password: string;
  confirmation: string;
}

export function validateReset(values: ResetValues): FieldErrors<keyof ResetValues> {
  return collect({
    otp: validateOtp(values.otp),
    password: validatePassword(values.password),
    confirmation: validatePasswordConfirmation(values.password, values.confirmation),
  });
}

/** Where to go after signing in: a path inside this site from `?redirect=`, never another origin. */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
