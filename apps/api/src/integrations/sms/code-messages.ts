/**
 * The texts of the one-time-code messages the platform sends. They are fixed by the platform, not
 * by shops: a shop's name is the only part a shop controls, and it goes through `smsShopName`, so
 * no shop can make the platform's sender carry a phone number, an amount or a link to a stranger.
 * Bengali by default; English for shoppers and owners who use the product in English.
 */
import { OTP_LIFETIME_MINUTES } from '../../platform/auth/code-lifetime.ts';

export const CODE_PURPOSES = [
  'password_reset',
  'register',
  'owner_signup',
  'owner_password_reset',
  'track_orders',
  'place_order',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const SMS_LANGUAGES = ['bn', 'en'] as const;
export type SmsLanguage = (typeof SMS_LANGUAGES)[number];

/** `en` when the request's Accept-Language prefers English, otherwise Bengali (the default). */
export function smsLanguage(acceptLanguage: string | undefined): SmsLanguage {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'bn';
}

export const SMS_SHOP_NAME_MAX = 20;

/**
 * A shop's name as it may appear in a platform message: no digits of any script (no phone numbers,
 * amounts or codes), no links or domain-like words, only letters, marks, spaces and a few joining
 * marks, at most 20 characters. Empty when nothing is left.
 */
export function smsShopName(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/u)
    .filter((word) => !/[:/@]|\.\p{L}|^www/iu.test(word));
  const cleaned = words
    .join(' ')
    .replace(/[^\p{L}\p{M}\s&'-]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (cleaned.length <= SMS_SHOP_NAME_MAX) return cleaned;
  return (
    cleaned
      .slice(0, SMS_SHOP_NAME_MAX)
      .replace(/\s+\S*$/u, '')
      .trim() || cleaned.slice(0, SMS_SHOP_NAME_MAX)
  );
}

const BN_DIGITS = '০১২৩৪৫৬৭৮৯';
const bnNumber = (n: number) => String(n).replace(/\d/gu, (d) => BN_DIGITS[Number(d)]!);

interface Phrase {
  bn: (shop: string) => string;
  en: (shop: string) => string;
}

const PHRASES: Record<CodePurpose, Phrase> = {
  password_reset: {
    bn: (shop) => `${shop ? `${shop}-এ ` : ''}পাসওয়ার্ড রিসেটের কোড`,
    en: (shop) => `password reset code${shop ? ` for ${shop}` : ''}`,
  },
  register: {
    bn: (shop) => `${shop ? `${shop}-এ ` : ''}অ্যাকাউন্ট খোলার কোড`,
    en: (shop) => `sign-up code${shop ? ` for ${shop}` : ''}`,
  },
  track_orders: {
    bn: (shop) => `${shop ? `${shop}-এর ` : ''}অর্ডার দেখার কোড`,
    en: (shop) => `order tracking code${shop ? ` for ${shop}` : ''}`,
  },
  place_order: {
    bn: (shop) => `${shop ? `${shop}-এ ` : ''}অর্ডার নিশ্চিত করার কোড`,
    en: (shop) => `order confirmation code${shop ? ` for ${shop}` : ''}`,
  },
  owner_signup: {
    bn: () => 'দোকান খোলার কোড',
    en: () => 'shop sign-up code',
  },
  owner_password_reset: {
    bn: () => 'দোকানের অ্যাকাউন্টের পাসওয়ার্ড রিসেটের কোড',
    en: () => 'shop account password reset code',
  },
};

/**
 * The whole message for a one-time code. The code stays in ASCII digits in both languages (phones
 * offer to fill it in); the platform's name comes first so the sender is never the shop.
 */
export function codeMessage(purpose: CodePurpose, code: string, language: SmsLanguage, shopName = ''): string {
  const shop = smsShopName(shopName);
  const phrase = PHRASES[purpose][language](shop);
  return language === 'bn'
    ? `হাট: আপনার ${phrase} ${code}। ${bnNumber(OTP_LIFETIME_MINUTES)} মিনিট বৈধ। কাউকে জানাবেন না।`
    : `Haat: your ${phrase} is ${code}. Valid for ${OTP_LIFETIME_MINUTES} minutes. Do not share it.`;
}

/**
 * What a sign-up code request for a number that already has an account sends instead of a code
 * (issue 33 item 6): the request is answered as for a new number, and only the phone's owner reads
 * that the account exists. Without `shopName`, the account is an owner's (a shop on Haat).
 */
export function accountExistsMessage(language: SmsLanguage, shopName?: string): string {
  const shop = shopName === undefined ? undefined : smsShopName(shopName);
  if (language === 'bn') {
    const account = shop === undefined ? 'দোকানের অ্যাকাউন্ট' : `${shop ? `${shop}-এ ` : ''}অ্যাকাউন্ট`;
    return `হাট: এই নম্বরে আপনার ${account} আগে থেকেই আছে। লগইন করুন; পাসওয়ার্ড ভুলে গেলে রিসেট করুন।`;
  }
  const account = shop === undefined ? 'a shop account' : `an account${shop ? ` at ${shop}` : ''}`;
  return `Haat: you already have ${account} with this number. Sign in, or reset your password if you forgot it.`;
}
