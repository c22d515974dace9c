import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { internationalMobileDigits, isBangladeshMobile, normalizeMobile } from './phone.ts';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const toBengali = (digits: string) => digits.replace(/\d/gu, (d) => BENGALI_DIGITS[Number(d)] ?? d);

/** libphonenumber-js as the oracle: a Bangladeshi number of mobile type. */
function oracleSaysMobile(local: string): boolean {
  const parsed = parsePhoneNumberFromString(local, 'BD');
  return parsed?.isValid() === true && parsed.country === 'BD' && parsed.getType() === 'MOBILE';
}

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const validLocal = fc
  .tuple(fc.integer({ min: 3, max: 9 }), digitString(8))
  .map(([operator, rest]) => `01${operator}${rest}`);

/** The ways people type the same number. */
const writtenForms = (local: string) => [
  local,
  `+88${local}`,
  `88${local}`,
  `0088${local}`,
  `+880 ${local.slice(1, 5)}-${local.slice(5)}`,
  `${local.slice(0, 5)} ${local.slice(5, 8)} ${local.slice(8)}`,
  toBengali(local),
  `+৮৮${toBengali(local)}`,
  ` ${local} `,
];

describe('normalizeMobile', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['+880 1712-345678', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['(017) 1234-5678', '01712345678'],
    ['1712345678', '1712345678'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it('leaves what it cannot read for the validator to reject', () => {
    expect(normalizeMobile('01712abc678')).toBe('01712abc678');
  });
});

describe('docs/product/rules.md#fields Mobile: a valid Bangladeshi mobile number (agrees with libphonenumber-js)', () => {
  it('every generated Bangladeshi mobile, in every written form, is accepted by both', () => {
    fc.assert(
      fc.property(validLocal, (local) => {
        expect(oracleSaysMobile(local)).toBe(true);
        for (const form of writtenForms(local)) {
          expect(isBangladeshMobile(form), form).toBe(true);
          expect(normalizeMobile(form)).toBe(local);
        }
      }),
    );
  });

  it('rejects generated numbers with a wrong operator digit, wrong length or wrong start', () => {
    const wrongOperator = fc
      .tuple(fc.integer({ min: 0, max: 2 }), digitString(8))
      .map(([op, rest]) => `01${op}${rest}`);
    const wrongLength = fc
      .tuple(validLocal, fc.integer({ min: 1, max: 10 }))
      .map(([local, cut]) => local.slice(0, cut));
    const tooLong = fc.tuple(validLocal, digitString(1)).map(([local, extra]) => local + extra);
    const wrongStart = fc
      .tuple(fc.integer({ min: 2, max: 9 }), digitString(10))
      .map(([first, rest]) => `${first}${rest}`);
    fc.assert(
      fc.property(fc.oneof(wrongOperator, wrongLength, tooLong, wrongStart), (number) => {
        expect(isBangladeshMobile(number)).toBe(false);
      }),
    );
  });

  it('on any 01X number ours agrees with libphonenumber-js, except the retired 011 prefix it still lists', () => {
    const anyOperator = fc.tuple(fc.integer({ min: 0, max: 9 }), digitString(8)).map(([op, rest]) => `01${op}${rest}`);
    fc.assert(
      fc.property(anyOperator, (digits) => {
        const expected = oracleSaysMobile(digits) && !digits.startsWith('011');
        expect(isBangladeshMobile(digits), digits).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('landlines are not mobiles', () => {
    expect(oracleSaysMobile('0255667788')).toBe(false);
    expect(isBangladeshMobile('0255667788')).toBe(false);
  });
});

describe('internationalMobileDigits', () => {
  it('gives 880 and the number without its leading 0', () => {
    expect(internationalMobileDigits('০১৭১২-৩৪৫৬৭৮')).toBe('8801712345678');
    expect(internationalMobileDigits('+8801912345678')).toBe('8801912345678');
  });
});
