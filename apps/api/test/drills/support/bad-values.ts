/**
 * fast-check arbitraries of bad input: wrong types, huge strings, Bengali and emoji, negative and
 * fractional numbers, `__proto__` keys, SQL and script fragments, control characters.
 */
import fc from 'fast-check';

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** An object whose own keys are exactly these, `__proto__` included (a literal would set the prototype). */
export function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

const bengali = fc.constantFrom(
  'বাংলা',
  'দোকান ১২৩',
  '০১৭১১১১১১১১',
  '৳১,২৫০.৫০',
  'আমার সোনার বাংলা, আমি তোমায় ভালোবাসি',
  '১',
  '০',
  '-৫',
  '১.৫',
);
const emoji = fc.constantFrom('😀', '🇧🇩', '👨‍👩‍👧‍👦', '🛒💸🛍️', '👍🏽', '🏳️‍🌈');
const sqlFragments = fc.constantFrom(
  "' OR '1'='1",
  '1; DROP TABLE orders;--',
  "'; select pg_sleep(5);--",
  "1' UNION SELECT * FROM owners--",
  '%',
  '_',
  '\\',
  'a\\',
  '%_%',
  '$1',
  "';--",
  '"',
  "''",
  '1 OR 1=1',
  '(select 1)',
);
const scriptFragments = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<!--',
  '</textarea>',
  '<svg onload=alert(1)>',
);
const controlText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\r\n',
  '\t',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\uffff',
  '\u0085',
  ' ',
  '   ',
  '',
);
const pathText = fc.constantFrom(
  '../../etc/passwd',
  '..%2f..%2f',
  '/',
  '//',
  '?',
  '#',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  'a/b',
  '.',
  '..',
);
const numberText = fc.constantFrom(
  '1',
  '1.5',
  '-1',
  '0',
  '-0',
  '1e3',
  '0x10',
  ' 7 ',
  '٣',
  'NaN',
  'Infinity',
  '-Infinity',
  '00001',
  '2147483648',
  '9007199254740993',
  '9'.repeat(400),
  '1_000',
  '+1',
  '.5',
);

/** Strings from 1,000 to 150,000 characters of one repeated unit (up to 600 kB of UTF-8). */
export const hugeText = fc
  .tuple(fc.constantFrom('a', 'আ', '😀', '<', '9', ' ', "'"), fc.integer({ min: 1_000, max: 150_000 }))
  .map(([unit, n]) => unit.repeat(n));

/** Ordinary text with a control character inside (PostgreSQL refuses NUL in text). */
const textWithControl = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\r\n'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

export const badText = fc.oneof(
  bengali,
  textWithControl,
  emoji,
  sqlFragments,
  scriptFragments,
  controlText,
  pathText,
  numberText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  hugeText,
);

/** Text for a URL (path or query): no longer than a URL may reasonably be. */
export const badUrlText = badText.map((text) => text.slice(0, 4_000));

export const badNumber = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(0, -0, 0.5, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 2 ** 53 + 2, 1e21, 1e308, -1e308, 5e-324, 100.001),
);

const leaf = fc.oneof(fc.boolean(), fc.constant(null), badNumber, badText);

/** An object with a `__proto__`/`constructor` key, as JSON.parse would make it. */
export const protoObject = fc.tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) =>
  ownObject([
    [
      key,
      ownObject([
        ['polluted', true],
        ['value', value],
      ]),
    ],
  ]),
);

/** Arrays nested hundreds deep (JSON.stringify itself overflows the stack a few thousand deep). */
const deepNesting = fc
  .integer({ min: 100, max: 1_000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);

/** A bad value for any JSON field. */
export const badJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badText },
  { weight: 3, arbitrary: badNumber },
  { weight: 2, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), leaf, { maxKeys: 4 }) },
  { weight: 2, arbitrary: protoObject },
  { weight: 1, arbitrary: deepNesting },
);

/** Bodies that are not the JSON a call expects at all. */
export const badRawBody = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{',
    '{"a":}',
    "{'a': 1}",
    '{"a": NaN}',
    '\ufeff{}',
    '{"a":1,}',
    '{} {}',
    '/* */ {}',
  ),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
);

/** Content types a JSON call may be sent with by mistake or malice. */
export const badContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/json; charset=latin1',
  'application/xml',
  'application/json, text/plain',
  '',
);

/** Authorization header values that are not a live token of the right kind. */
export const badAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic YTpi',
    'bearer x',
    'Bearer null',
    'Bearer undefined',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.e30.',
  ),
  fc
    .string({ unit: fc.constantFrom(...'abcXYZ019-_.~+/= '.split('')), maxLength: 300 })
    .map((text) => `Bearer ${text}`),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => `Bearer ${'x'.repeat(n)}`),
);
