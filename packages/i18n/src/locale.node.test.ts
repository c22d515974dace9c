// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { i18n, setLocale } from './i18n.ts';
import { applyDocumentLanguage, getStoredLocale, storeLocale } from './locale.ts';
import { shellMessages } from './messages/shell.ts';

describe('without a DOM (server rendering, Node scripts)', () => {
  it('has no storage and no document, and still works', () => {
    expect(typeof localStorage).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(getStoredLocale()).toBe('bn');
    expect(() => storeLocale('en')).not.toThrow();
    expect(() => applyDocumentLanguage('en')).not.toThrow();
  });

  it('switches language and translates', () => {
    setLocale('en');
    expect(i18n._(shellMessages.loading)).toBe('Loading...');
    setLocale('bn');
    expect(i18n._(shellMessages.loading)).toBe('লোড হচ্ছে...');
  });
});
