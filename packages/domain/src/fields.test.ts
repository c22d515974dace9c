import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  domainField,
  gtmIdField,
  mobileField,
  nameField,
  optionalEmailField,
  otpField,
  passwordField,
  pixelIdField,
  slugField,
  socialUrlField,
} from './fields.ts';

/** The parsed value, or the message ids of the issues. */
function run(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? { value: result.output } : { issues: result.issues.map((issue) => issue.message) };
}

describe('field schemas carry the validators’ message ids', () => {
  it('nameField trims and applies docs/product/rules.md#fields Name', () => {
    expect(run(nameField, '  Rahim  ')).toEqual({ value: 'Rahim' });
    expect(run(nameField, ' ')).toEqual({ issues: ['validation.name_required'] });
    expect(run(nameField, undefined)).toEqual({ issues: ['validation.name_required'] });
    expect(run(nameField, 'x'.repeat(50))).toEqual({ issues: ['validation.name_too_long'] });
  });

  it('mobileField outputs the normalised 11 digits (docs/product/rules.md#fields Mobile)', () => {
    expect(run(mobileField, '+880 1712-345678')).toEqual({ value: '01712345678' });
    expect(run(mobileField, '০১৯১২৩৪৫৬৭৮')).toEqual({ value: '01912345678' });
    expect(run(mobileField, '')).toEqual({ issues: ['validation.mobile_required'] });
    expect(run(mobileField, '017123')).toEqual({ issues: ['validation.mobile_digits'] });
    expect(run(mobileField, '01112345678')).toEqual({ issues: ['validation.mobile_invalid'] });
    expect(run(mobileField, 1712345678)).toEqual({ issues: ['validation.mobile_required'] });
  });

  it('optionalEmailField: blank is absent, otherwise a valid email (docs/product/rules.md#fields Email)', () => {
    expect(run(optionalEmailField, '')).toEqual({ value: undefined });
    expect(run(optionalEmailField, undefined)).toEqual({ value: undefined });
    expect(run(optionalEmailField, null)).toEqual({ value: undefined });
    expect(run(optionalEmailField, ' a@b.co ')).toEqual({ value: 'a@b.co' });
    expect(run(optionalEmailField, 'a@b')).toEqual({ issues: ['validation.email_invalid'] });
  });

  it('passwordField (docs/product/rules.md#fields Password)', () => {
    expect(run(passwordField, 'abc123')).toEqual({ value: 'abc123' });
    expect(run(passwordField, '')).toEqual({ issues: ['validation.password_required'] });
    expect(run(passwordField, 'abcdefg')).toEqual({ issues: ['validation.password_letters_numbers'] });
  });

  it('otpField normalises Bengali digits (docs/product/rules.md#fields OTP)', () => {
    expect(run(otpField, '১২৩৪৫৬')).toEqual({ value: '123456' });
    expect(run(otpField, '')).toEqual({ issues: ['validation.otp_required'] });
    expect(run(otpField, '12345')).toEqual({ issues: ['validation.otp_invalid'] });
  });

  it('socialUrlField is optional and must be http(s)', () => {
    expect(run(socialUrlField, '')).toEqual({ value: undefined });
    expect(run(socialUrlField, 'https://facebook.com/shop')).toEqual({ value: 'https://facebook.com/shop' });
    expect(run(socialUrlField, 'ftp://x.com')).toEqual({ issues: ['validation.url'] });
  });

  it('gtmIdField uppercases; blank or null clears, absent stays absent', () => {
    expect(run(gtmIdField, ' gtm-ab12cd ')).toEqual({ value: 'GTM-AB12CD' });
    expect(run(gtmIdField, '')).toEqual({ value: null });
    expect(run(gtmIdField, null)).toEqual({ value: null });
    expect(run(gtmIdField, undefined)).toEqual({ value: undefined });
    expect(run(gtmIdField, 'GTM-1')).toEqual({ issues: ['validation.gtm_invalid'] });
  });

  it('pixelIdField: digits only, 5–20', () => {
    expect(run(pixelIdField, ' 123456789012345 ')).toEqual({ value: '123456789012345' });
    expect(run(pixelIdField, '')).toEqual({ value: null });
    expect(run(pixelIdField, '12-34')).toEqual({ issues: ['validation.pixel_invalid'] });
  });

  it('slugField', () => {
    expect(run(slugField, ' my-shop ')).toEqual({ value: 'my-shop' });
    expect(run(slugField, 'My Shop')).toEqual({ issues: ['validation.slug_invalid'] });
  });

  it('domainField outputs the normalised hostname', () => {
    expect(run(domainField, ' Shop.Example.COM.:8080 ')).toEqual({ value: 'shop.example.com' });
    expect(run(domainField, 'localhost')).toEqual({ issues: ['validation.domain_invalid'] });
  });

  it('optional fields can be left out of an object', () => {
    const form = v.object({ name: nameField, mobile: mobileField, email: optionalEmailField, gtm: gtmIdField });
    expect(run(form, { name: 'Rahim', mobile: '01712345678' })).toEqual({
      value: { name: 'Rahim', mobile: '01712345678', email: undefined, gtm: undefined },
    });
  });
});
