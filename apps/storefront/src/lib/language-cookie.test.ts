import { describe, expect, it } from 'vitest';
import { localeFromCookies } from './i18n.ts';

describe('localeFromCookies', () => {
  it('reads the lang cookie, Bengali when there is none or it is unknown', () => {
    expect(localeFromCookies('a=1; lang=en; b=2')).toBe('en');
    expect(localeFromCookies('lang=bn')).toBe('bn');
    expect(localeFromCookies('lang=fr')).toBe('bn');
    expect(localeFromCookies('slang=en')).toBe('bn');
    expect(localeFromCookies(null)).toBe('bn');
  });
});
