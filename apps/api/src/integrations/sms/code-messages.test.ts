import { describe, expect, it } from 'vitest';
import { codeMessage, SMS_SHOP_NAME_MAX, smsLanguage, smsShopName } from './code-messages.ts';

describe('smsShopName', () => {
  it('keeps a plain name', () => {
    expect(smsShopName('রংধনু ফ্যাশন')).toBe('রংধনু ফ্যাশন');
    expect(smsShopName("Rina's Crafts & Co")).toBe("Rina's Crafts & Co");
  });

  it('drops digits of any script, links and domains', () => {
    expect(smsShopName('bKash bonus! Call 01711000111')).toBe('bKash bonus Call');
    expect(smsShopName('দোকান ০১৭১১০০০১১১')).toBe('দোকান');
    expect(smsShopName('win at https://evil.example now')).toBe('win at now');
    expect(smsShopName('visit bit.ly/x or www.evil')).toBe('visit or');
    expect(smsShopName('mail me@evil.example')).toBe('mail');
  });

  it('cuts at a word boundary within the limit', () => {
    const name = smsShopName('The Very Long Name Of A Shop That Goes On');
    expect(name.length).toBeLessThanOrEqual(SMS_SHOP_NAME_MAX);
    expect(name).toBe('The Very Long Name');
  });
});

describe('codeMessage', () => {
  it('is fixed by the platform in Bengali by default, with the code and no shop-supplied number', () => {
    const text = codeMessage('password_reset', '418773', 'bn', 'bKash bonus! Call 01711000111');
    expect(text).toBe('হাট: আপনার bKash bonus Call-এ পাসওয়ার্ড রিসেটের কোড 418773। ১০ মিনিট বৈধ। কাউকে জানাবেন না।');
    expect(text.match(/\d+/gu)).toEqual(['418773']);
  });

  it('speaks English to English users', () => {
    expect(codeMessage('register', '123456', 'en', 'Boighor')).toBe(
      'Haat: your sign-up code for Boighor is 123456. Valid for 10 minutes. Do not share it.',
    );
    expect(codeMessage('owner_signup', '123456', 'en')).toBe(
      'Haat: your shop sign-up code is 123456. Valid for 10 minutes. Do not share it.',
    );
  });

  it('takes the language from Accept-Language', () => {
    expect(smsLanguage('en-US,en;q=0.9')).toBe('en');
    expect(smsLanguage('bn')).toBe('bn');
    expect(smsLanguage(undefined)).toBe('bn');
    expect(smsLanguage('fr')).toBe('bn');
  });
});
