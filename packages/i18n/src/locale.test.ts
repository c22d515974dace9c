import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, setLocale } from './i18n.ts';
import { getStoredLocale, localizedName, LOCALE_STORAGE_KEY, otherLocale, toLocale } from './locale.ts';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
});

afterEach(() => {
  localStorage.clear();
});

describe('getStoredLocale', () => {
  it('is bn when nothing is stored', () => {
    expect(getStoredLocale()).toBe('bn');
  });

  it('reads the locale key', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(LOCALE_STORAGE_KEY).toBe('locale');
    expect(getStoredLocale()).toBe('en');
  });

  it('falls back to bn for an unsupported value', () => {
    for (const stored of ['fr', 'EN', '', 'null']) {
      localStorage.setItem(LOCALE_STORAGE_KEY, stored);
      expect(getStoredLocale()).toBe('bn');
    }
  });

  it('falls back to bn when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(getStoredLocale()).toBe('bn');
  });
});

describe('setLocale', () => {
  it('persists the choice, sets <html lang> and activates the language', () => {
    setLocale('en');
    expect(localStorage.getItem('locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.locale).toBe('en');

    setLocale('bn');
    expect(localStorage.getItem('locale')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.locale).toBe('bn');
  });

  it('still switches when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setLocale('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('initI18n', () => {
  it('activates the stored language and sets <html lang>', () => {
    localStorage.setItem('locale', 'en');
    expect(initI18n()).toBe('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('activates bn on a first visit', () => {
    expect(initI18n()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
  });
});

describe('toLocale and otherLocale', () => {
  it('accepts only supported locales', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('bn')).toBe('bn');
    expect(toLocale(undefined)).toBe('bn');
    expect(toLocale('en-US')).toBe('bn');
  });

  it('toggles between the two languages', () => {
    expect(otherLocale('bn')).toBe('en');
    expect(otherLocale('en')).toBe('bn');
  });
});

describe('localizedName', () => {
  it('is the Bengali name in bn when there is one, the name otherwise', () => {
    const shop = { name: 'Rongdhonu Fashion', bn_name: 'রংধনু ফ্যাশন' };
    expect(localizedName(shop, 'bn')).toBe('রংধনু ফ্যাশন');
    expect(localizedName(shop, 'en')).toBe('Rongdhonu Fashion');
    expect(localizedName({ name: 'New Shop', bn_name: null }, 'bn')).toBe('New Shop');
    expect(localizedName({ name: 'New Shop', bn_name: '' }, 'bn')).toBe('New Shop');
    expect(localizedName({ name: 'New Shop' }, 'bn')).toBe('New Shop');
  });
});
