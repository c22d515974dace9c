import * as v from 'valibot';
import { normalizeHostname } from './hosts.ts';
import { normalizeMobile } from './phone.ts';
import {
  normalizeOtp,
  validateDomain,
  validateEmail,
  validateGtmId,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  validatePixelId,
  validateSlug,
  validateSocialUrl,
  type ValidationResult,
} from './validators.ts';

/** Runs a domain validator inside a valibot pipe; the issue message is the message id. */
function rule<T>(validate: (value: T) => ValidationResult) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const failure = validate(dataset.value);
    if (failure) addIssue({ message: failure.id });
  });
}

const blankToUndefined = (value: string | null | undefined): string | undefined => value?.trim() || undefined;
/** Settings ids: absent stays absent, blank or null clears the value. */
const blankToNull = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value?.trim() || null;

export const nameField = v.pipe(v.string('validation.name_required'), v.trim(), rule<string>(validateName));

export const mobileField = v.pipe(
  v.string('validation.mobile_required'),
  rule<string>(validateMobile),
  v.transform(normalizeMobile),
);

export const optionalEmailField = v.pipe(
  v.nullish(v.string('validation.email_invalid')),
  v.transform(blankToUndefined),
  rule<string | undefined>(validateEmail),
);

export const passwordField = v.pipe(v.string('validation.password_required'), rule<string>(validatePassword));

export const otpField = v.pipe(
  v.string('validation.otp_required'),
  v.transform(normalizeOtp),
  rule<string>(validateOtp),
);

export const socialUrlField = v.pipe(
  v.nullish(v.string('validation.url')),
  v.transform(blankToUndefined),
  rule<string | undefined>(validateSocialUrl),
);

export const gtmIdField = v.pipe(
  v.nullish(v.string('validation.gtm_invalid')),
  v.transform((value) => {
    const id = blankToNull(value);
    return typeof id === 'string' ? id.toUpperCase() : id;
  }),
  rule<string | null | undefined>(validateGtmId),
);

export const pixelIdField = v.pipe(
  v.nullish(v.string('validation.pixel_invalid')),
  v.transform(blankToNull),
  rule<string | null | undefined>(validatePixelId),
);

export const slugField = v.pipe(v.string('validation.slug_invalid'), v.trim(), rule<string>(validateSlug));

export const domainField = v.pipe(
  v.string('validation.domain_invalid'),
  v.transform(normalizeHostname),
  rule<string>(validateDomain),
);
