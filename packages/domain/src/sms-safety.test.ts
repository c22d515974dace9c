import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainWords, textProblems } from './sms-safety.ts';
import { defaultSmsTemplates, smsEvents, smsLanguages, smsTemplateIssues } from './sms-templates.ts';

describe('textProblems: links in every spelling', () => {
  it.each([
    'http://bkash-bonus.evil.example',
    'https://x.co/a',
    'HTTPS : // evil',
    'hxxp://evil',
    'visit www evil',
    'evil.example/x',
    'bit.ly/abc',
    'evil[.]com',
    'evil(.)com',
    'evil (dot) com',
    'evil dot com',
    'evil . com',
    'ইভিল ডট কম',
    'evilডটcom',
    'ｅｖｉｌ．ｃｏｍ',
    'evil\u200B.com',
    'еvil.соm', // Cyrillic е, с, о
  ])('%s is a link', (text) => {
    expect(textProblems(text)).toContain('link');
  });

  it.each(['আপনার অর্ডার পেয়েছি। ধন্যবাদ!', 'Thank you. Come again soon.', 'Order received. Info soon.'])(
    '%s is no link',
    (text) => {
      expect(textProblems(text)).not.toContain('link');
    },
  );
});

describe('textProblems: phone numbers and long numbers', () => {
  it.each([
    '01999999999',
    '০১৯৯৯৯৯৯৯৯৯',
    'কল 01৮৮৮৮৮৮৮৮৮',
    '0 1 9 9 9 9 9 9 9 9 9',
    '019-9999-9999',
    '(019) 99.99.99',
    '+880 1999 999999',
    '０１９９９９９９９９９',
    '𝟎𝟏𝟗𝟗𝟗',
    '①②③④⑤',
    '١٢٣٤٥',
  ])('%s is refused', (text) => {
    expect(textProblems(text)).toContain('phone');
  });

  it.each(['২৪ ঘণ্টার মধ্যে', 'within 2 or 3 days', '৳১,২৫০ ছাড়', '1234'])('%s is allowed', (text) => {
    expect(textProblems(text)).not.toContain('phone');
  });
});

describe('textProblems: wallet and bank names, PIN, OTP', () => {
  it.each([
    'bKash বোনাস',
    'BKASH',
    'b k a s h',
    'b.k.a.s.h',
    'bкash', // Cyrillic к
    'বিকাশে টাকা পাঠান',
    'নগদ অ্যাকাউন্ট',
    'Nagad',
    'your PIN',
    'OTP দিন',
    'DBBL bank',
    'ব্যাংক',
  ])('%s is bait', (text) => {
    expect(textProblems(text)).toContain('bait');
  });

  it.each(['Thank you', 'ধন্যবাদ, আবার আসবেন', 'Banking hours', 'shipping', 'Bankim Store'])(
    '%s is not bait',
    (text) => {
      expect(textProblems(text)).not.toContain('bait');
    },
  );
});

describe('smsTemplateIssues', () => {
  it('the attack of issue 33: the phishing template is refused for its link, number and bait, and its missing frame', () => {
    const phishing =
      'bKash বোনাস! ৫০০০ টাকা পেতে এখনই ক্লিক করুন http://bkash-bonus.evil.example বা কল 01999999999 {code}';
    expect(smsTemplateIssues('order_placed', phishing)).toEqual([
      'validation.sms_frame',
      'validation.sms_link',
      'validation.sms_phone',
      'validation.sms_bait',
    ]);
  });

  it("every default passes, in both languages: the platform's own texts follow the rule", () => {
    for (const language of smsLanguages) {
      for (const event of smsEvents) expect(smsTemplateIssues(event, defaultSmsTemplates[language][event])).toEqual([]);
    }
  });

  it('a number cannot be spelled across placeholders', () => {
    expect(smsTemplateIssues('order_placed', '{shop} {code} 019{total}99999999')).toContain('validation.sms_phone');
  });

  it('property: a Bangladeshi mobile number in any digits and with any spacing is refused', () => {
    const digits = ['0123456789', '০১২৩৪৫৬৭৮৯'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
        fc.array(fc.constantFrom('', ' ', '-', '.', '  ', ' - '), { minLength: 11, maxLength: 11 }),
        fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
        fc.constantFrom('কল করুন', 'call', ''),
        (rest, gaps, bengali, words) => {
          const number = [0, 1, 7, ...rest]
            .map((digit, i) => `${digits[bengali[i]! ? 1 : 0]![digit]}${gaps[i]}`)
            .join('');
          expect(smsTemplateIssues('order_placed', `{shop}: {code} ${words} ${number}`)).toContain(
            'validation.sms_phone',
          );
        },
      ),
    );
  });

  it('property: a host name with any separator spelling is refused', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9-]{1,12}$/u),
        fc.constantFrom('.', '[.]', '(.)', ' dot ', '(dot)', ' ডট ', '．'),
        fc.constantFrom('com', 'net', 'xyz', 'ly', 'bd', 'example'),
        (host, dot, tld) => {
          expect(smsTemplateIssues('order_placed', `{shop}: {code} ${host}${dot}${tld}`)).toContain(
            'validation.sms_link',
          );
        },
      ),
    );
  });
});

describe('plainWords', () => {
  it('keeps a name as it is, in either script', () => {
    expect(plainWords('Rahim Uddin')).toBe('Rahim Uddin');
    expect(plainWords('মোঃ রহিম উদ্দিন')).toBe('মোঃ রহিম উদ্দিন');
  });

  it('the attack of issue 33: a hostile order name and cancel reason lose their links, numbers and bait', () => {
    expect(plainWords('bKash verify http://evil.example/x 01999999999')).toBe('verify');
    expect(plainWords('ভেরিফাই করতে 01888888888 নম্বরে কল দিন')).toBe('ভেরিফাই করতে নম্বরে কল দিন');
    expect(plainWords('call ০১৮৮৮ ৮৮৮ ৮৮৮ now')).toBe('call now');
    expect(plainWords('go to evil dot com')).toBe('');
  });

  it('property: what it leaves carries no link, no digit and no bait', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const plain = plainWords(text);
        expect(textProblems(plain)).toEqual([]);
        expect(plain).not.toMatch(/\p{Nd}/u);
        expect([...plain].length).toBeLessThanOrEqual(60);
      }),
    );
  });
});
