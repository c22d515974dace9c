import {
  validateEmail,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  validatePasswordConfirmation,
} from '@haat/domain/validators';
import { collectProblems, type FieldProblems } from '@haat/i18n/form-errors';

export interface LoginValues {
  mobile: string;
  password: string;
}

/** A login only checks that a password was entered: older passwords may predate today's rules. */
export function validateLogin(values: LoginValues): FieldProblems<keyof LoginValues> {
  return collectProblems({
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

export function validateRegister(values: RegisterValues): FieldProblems<keyof RegisterValues> {
  return collectProblems({
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

export function validateReset(values: ResetValues): FieldProblems<keyof ResetValues> {
  return collectProblems({
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
