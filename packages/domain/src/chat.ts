import { toAsciiDigits } from './digits.ts';
import { BANGLADESH_MOBILE_PATTERN, compactPhone, normalizeMobile } from './phone.ts';

/** The chat fields of a shop's online_shop_settings (docs/product/http-contract.md#entities). */
export interface ChatSettings {
  default_chat_channel?: string | null;
  whatsapp_chat?: string | null;
  facebook_chat?: string | null;
}

export type ChatTarget = { channel: 'whatsapp'; number: string } | { channel: 'messenger'; page: string };

/**
 * The shop's chat, if any (docs/product/rules.md#fields): whatsapp needs a number, facebook/messenger a page handle
 * (a handle or a Facebook page URL). Any other channel, or a missing contact, means no chat.
 */
export function chatChannel(settings: ChatSettings): ChatTarget | null {
  const channel = settings.default_chat_channel?.trim().toLowerCase();
  if (channel === 'whatsapp') {
    const number = whatsappNumber(settings.whatsapp_chat ?? '');
    return number ? { channel: 'whatsapp', number } : null;
  }
  if (channel === 'facebook' || channel === 'messenger') {
    const page = messengerHandle(settings.facebook_chat ?? '');
    return page ? { channel: 'messenger', page } : null;
  }
  return null;
}

/**
 * A phone number as wa.me wants it: international, digits only. A Bangladeshi mobile in any
 * typed form becomes 8801…; other numbers keep their digits without a leading + or 00.
 */
export function whatsappNumber(number: string): string {
  const mobile = normalizeMobile(number);
  if (BANGLADESH_MOBILE_PATTERN.test(mobile)) return `88${mobile}`;
  return toAsciiDigits(number).replace(/\D/gu, '').replace(/^00/u, '');
}

/** `https://wa.me/8801…?text=…`, with the prefilled text URL-encoded (left out when blank). */
export function whatsappLink(number: string, text?: string): string {
  const base = `https://wa.me/${whatsappNumber(number)}`;
  return text?.trim() ? `${base}?text=${encodeURIComponent(text)}` : base;
}

const FACEBOOK_HOSTS = ['facebook.com', 'fb.com', 'fb.me', 'm.me', 'messenger.com'];
const PAGE_HANDLE = /^[\p{L}\p{N}.\-_]+$/u;

/**
 * The page handle from a handle ("myshop", "@myshop") or a page URL
 * ("https://www.facebook.com/myshop", "facebook.com/profile.php?id=123", "m.me/myshop").
 */
export function messengerHandle(page: string): string | null {
  const trimmed = page.trim().replace(/^@/u, '');
  if (trimmed === '') return null;
  if (!trimmed.includes('/') && PAGE_HANDLE.test(trimmed)) return trimmed;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//iu.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  const host = url.hostname.replace(/^www\./u, '');
  const isFacebook =
    FACEBOOK_HOSTS.includes(host) || FACEBOOK_HOSTS.includes(host.replace(/^(?:m|web|business)\./u, ''));
  if (!isFacebook) return null;
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  const [first] = segments;
  if (first === 'profile.php') return url.searchParams.get('id') || null;
  // facebook.com/pages/Shop-Name/123456 and /pages/category/x/123456: the id is last.
  const handle = first === 'pages' ? segments.at(-1) : first;
  return handle && PAGE_HANDLE.test(handle) ? handle : null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `https://m.me/<handle>`; `page` may be a handle or a Facebook page URL. */
export function messengerLink(page: string): string {
  return `https://m.me/${encodeURIComponent(messengerHandle(page) ?? page.trim())}`;
}

/** A tel: link; a Bangladeshi mobile is dialled as +880…, other numbers keep digits and a leading +. */
export function telLink(number: string): string {
  const mobile = normalizeMobile(number);
  if (BANGLADESH_MOBILE_PATTERN.test(mobile)) return `tel:+88${mobile}`;
  const compact = compactPhone(number);
  return `tel:${compact.startsWith('+') ? '+' : ''}${compact.replace(/\D/gu, '')}`;
}

export interface ShareLinks {
  facebook: string;
  whatsapp: string;
  email: string;
  twitter: string;
}

/** Share links for a page: Facebook sharer, WhatsApp, a mailto and an X/Twitter intent. */
export function shareLinks(url: string, text: string): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  const textAndUrl = encodeURIComponent(text ? `${text} ${url}` : url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${textAndUrl}`,
    email: `mailto:?subject=${t}&body=${textAndUrl}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
  };
}
