import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n, registerAppCatalogs, setLocale } from './i18n.ts';
import { toastMessages } from './messages/toasts.ts';

afterEach(() => {
  registerAppCatalogs({});
  localStorage.clear();
});

describe('activateLocale', () => {
  it('merges an app catalog over the shared one', () => {
    activateLocale('bn', { 'app.greeting': 'স্বাগতম' });
    expect(i18n.locale).toBe('bn');
    expect(i18n._('app.greeting')).toBe('স্বাগতম');
    expect(i18n._(toastMessages.cartCleared)).toBe('কার্ট খালি করা হয়েছে');
  });

  it('lets an app catalog override a shared text', () => {
    activateLocale('en', { 'toast.cart_cleared': 'Your cart is empty now' });
    expect(i18n._(toastMessages.cartCleared)).toBe('Your cart is empty now');
  });

  it('uses the registered app catalogs when switching language', () => {
    registerAppCatalogs({ bn: { 'app.greeting': 'স্বাগতম' }, en: { 'app.greeting': 'Welcome' } });
    setLocale('en');
    expect(i18n._('app.greeting')).toBe('Welcome');
    setLocale('bn');
    expect(i18n._('app.greeting')).toBe('স্বাগতম');
  });
});
