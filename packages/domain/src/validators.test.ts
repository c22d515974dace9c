import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageIds } from './messages.ts';
import {
  validateDomain,
  validateEmail,
  validateGtmId,
  validateMaxLength,
  validateMinLength,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  validatePasswordConfirmation,
  validatePattern,
  validatePhone,
  validatePixelId,
  validateRequired,
  validateSlug,
  validateSocialUrl,
} from './validators.ts';

const id = (result: { id: string } | null) => result?.id ?? null;

describe('docs/product/rules.md#fields Generic messages: field required, minimum {min}, maximum {max}', () => {
  it('required: blank, null, undefined and [] are missing; 0 and false are values', () => {
    for (const missing of ['', '   ', null, undefined, []])
      expect(validateRequired(missing)).toEqual({ id: 'validation.required' });
    for (const present of ['a', 0, false, [1]]) expect(validateRequired(present)).toBeNull();
  });

  it('minimum {min} characters', () => {
    expect(validateMinLength('ab', 3)).toEqual({ id: 'validation.min_length', values: { min: 3 } });
    expect(validateMinLength('abc', 3)).toBeNull();
  });

  it('maximum {max} characters, counting an emoji as one', () => {
    expect(validateMaxLength('abcd', 3)).toEqual({ id: 'validation.max_length', values: { max: 3 } });
    expect(validateMaxLength('😀😀😀', 3)).toBeNull();
  });
});

describe('docs/product/rules.md#fields Generic messages: invalid format, valid phone number', () => {
  it('invalid format when a value does not match its pattern; blank is left to required', () => {
    expect(validatePattern('AB-12', /^[A-Z]{2}-\d{2}$/u)).toBeNull();
    expect(validatePattern('ab-12', /^[A-Z]{2}-\d{2}$/u)).toEqual({ id: 'validation.invalid_format' });
    expect(validatePattern('', /^x$/u)).toBeNull();
  });

  it.each([
    ['02-9876543', null],
    ['+44 20 7946 0958', null],
    ['০১৭১২৩৪৫৬৭৮', null],
    ['', null],
    ['12345', 'validation.phone'],
    ['+1234567890123456', 'validation.phone'],
    ['call me', 'validation.phone'],
    ['017-12x', 'validation.phone'],
  ])('phone %j -> %s', (input, expected) => {
    expect(id(validatePhone(input))).toBe(expected);
  });
});

describe('docs/product/rules.md#fields Name: required, under 50 characters', () => {
  it('is required', () => {
    expect(validateName('')).toEqual({ id: 'validation.name_required' });
    expect(validateName('   ')).toEqual({ id: 'validation.name_required' });
    expect(validateName(undefined)).toEqual({ id: 'validation.name_required' });
  });

  it('49 characters pass, 50 do not (after trimming)', () => {
    expect(validateName('a'.repeat(49))).toBeNull();
    expect(validateName(`  ${'a'.repeat(49)}  `)).toBeNull();
    expect(validateName('a'.repeat(50))).toEqual({ id: 'validation.name_too_long', values: { max: 50 } });
  });

  it('accepts Bengali names', () => {
    expect(validateName('রহিম উদ্দিন')).toBeNull();
  });
});

describe('docs/product/rules.md#fields Mobile: required, exactly 11 digits, a valid Bangladeshi mobile number', () => {
  it.each([
    ['', 'validation.mobile_required'],
    ['0171234567', 'validation.mobile_digits'],
    ['017123456789', 'validation.mobile_digits'],
    ['0171234567a', 'validation.mobile_digits'],
    ['01212345678', 'validation.mobile_invalid'],
    ['02123456789', 'validation.mobile_invalid'],
    ['01712345678', null],
    ['+880 1712-345678', null],
    ['০১৭১২৩৪৫৬৭৮', null],
  ])('%j -> %s', (input, expected) => {
    expect(id(validateMobile(input))).toBe(expected);
  });
});

describe('docs/product/rules.md#fields Email: optional, but must be valid', () => {
  it.each([
    ['', null],
    [undefined, null],
    ['rahim@example.com', null],
    [' rahim.uddin+shop@mail.example.com.bd ', null],
    ['rahim@', 'validation.email_invalid'],
    ['rahim@example', 'validation.email_invalid'],
    ['@example.com', 'validation.email_invalid'],
    ['rahim example.com', 'validation.email_invalid'],
  ])('%j -> %s', (input, expected) => {
    expect(id(validateEmail(input))).toBe(expected);
  });
});

describe('docs/product/rules.md#fields Password: required, at least 6 characters, letters and numbers', () => {
  it.each([
    ['', 'validation.password_required'],
    ['ab1', 'validation.password_too_short'],
    ['abcdef', 'validation.password_letters_numbers'],
    ['123456', 'validation.password_letters_numbers'],
    ['abc123', null],
    ['পাসওয়ার্ড১২', null],
  ])('%j -> %s', (input, expected) => {
    expect(id(validatePassword(input))).toBe(expected);
  });

  it('reports the minimum as a value', () => {
    expect(validatePassword('a1')).toEqual({ id: 'validation.password_too_short', values: { min: 6 } });
  });
});

describe('docs/product/rules.md#fields Confirmation must match (passwords did not match)', () => {
  it('matches exactly', () => {
    expect(validatePasswordConfirmation('abc123', 'abc123')).toBeNull();
    expect(validatePasswordConfirmation('abc123', 'abc124')).toEqual({ id: 'validation.passwords_mismatch' });
    expect(validatePasswordConfirmation('abc123', '')).toEqual({ id: 'validation.passwords_mismatch' });
  });
});

describe('docs/product/rules.md#fields OTP must be entered', () => {
  it.each([
    ['', 'validation.otp_required'],
    ['12345', 'validation.otp_invalid'],
    ['1234567', 'validation.otp_invalid'],
    ['12a456', 'validation.otp_invalid'],
    ['123456', null],
    ['১২৩৪৫৬', null],
    ['123 456', null],
  ])('%j -> %s', (input, expected) => {
    expect(id(validateOtp(input))).toBe(expected);
  });
});

describe('docs/product/rules.md#fields Generic messages: invalid URL for social links', () => {
  it.each([
    ['', null],
    ['https://facebook.com/myshop', null],
    ['http://www.youtube.com/@shop', null],
    ['facebook.com/myshop', 'validation.url'],
    ['javascript:alert(1)', 'validation.url'],
    ['https://localhost', 'validation.url'],
    ['not a url', 'validation.url'],
  ])('%j -> %s', (input, expected) => {
    expect(id(validateSocialUrl(input))).toBe(expected);
  });
});

describe('tracking ids', () => {
  it.each([
    ['', null],
    ['GTM-ABCD', null],
    ['GTM-AB12CD34EF', null],
    ['GTM-ABC', 'validation.gtm_invalid'],
    ['GTM-ABCDEFGHIJK', 'validation.gtm_invalid'],
    ['gtm-abcd', 'validation.gtm_invalid'],
    ['UA-12345', 'validation.gtm_invalid'],
  ])('GTM %j -> %s', (input, expected) => {
    expect(id(validateGtmId(input))).toBe(expected);
  });

  it.each([
    ['', null],
    ['12345', null],
    ['12345678901234567890', null],
    ['1234', 'validation.pixel_invalid'],
    ['123456789012345678901', 'validation.pixel_invalid'],
    ['12345a', 'validation.pixel_invalid'],
  ])('pixel %j -> %s', (input, expected) => {
    expect(id(validatePixelId(input))).toBe(expected);
  });
});

describe('shop slug', () => {
  it.each([
    ['abc', null],
    ['my-shop-24', null],
    ['a'.repeat(40), null],
    ['ab', 'validation.slug_invalid'],
    ['a'.repeat(41), 'validation.slug_invalid'],
    ['My-Shop', 'validation.slug_invalid'],
    ['-shop', 'validation.slug_invalid'],
    ['shop-', 'validation.slug_invalid'],
    ['my--shop', 'validation.slug_invalid'],
    ['my_shop', 'validation.slug_invalid'],
    ['দোকান', 'validation.slug_invalid'],
  ])('%j -> %s', (input, expected) => {
    expect(id(validateSlug(input))).toBe(expected);
  });
});

describe('custom domain', () => {
  it.each([
    ['shop.com.bd', null],
    ['WWW.Shop.COM:443', null],
    ['shop.com.', null],
    ['xn--p5bn6d.com', null],
    ['shop', 'validation.domain_invalid'],
    ['-shop.com', 'validation.domain_invalid'],
    ['shop-.com', 'validation.domain_invalid'],
    ['shop..com', 'validation.domain_invalid'],
    ['shop_1.com', 'validation.domain_invalid'],
    ['192.168.0.1', 'validation.domain_invalid'],
    [`${'a'.repeat(64)}.com`, 'validation.domain_invalid'],
    [`${Array.from({ length: 64 }, () => 'abc').join('.')}.com`, 'validation.domain_invalid'],
    ['https://shop.com', 'validation.domain_invalid'],
  ])('%j -> %s', (input, expected) => {
    expect(id(validateDomain(input))).toBe(expected);
  });
});

describe('every validator answers with a known message id', () => {
  it('never returns an id outside messages.ts', () => {
    const validators = [
      validateName,
      validateMobile,
      validateEmail,
      validatePassword,
      validateOtp,
      validateSocialUrl,
      validateGtmId,
      validatePixelId,
      validateSlug,
      validateDomain,
      validateRequired,
      validatePhone,
      (value: string) => validatePattern(value, /^a+$/u),
      (value: string) => validatePasswordConfirmation('abc123', value),
    ];
    fc.assert(
      fc.property(fc.string(), (value) => {
        for (const validate of validators) {
          const result = validate(value);
          if (result) expect(messageIds).toContain(result.id);
        }
      }),
    );
  });
});
