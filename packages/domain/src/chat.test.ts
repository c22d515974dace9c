import { describe, expect, it } from 'vitest';
import {
  chatChannel,
  messengerHandle,
  messengerLink,
  shareLinks,
  telLink,
  whatsappLink,
  whatsappNumber,
} from './chat.ts';

describe('docs/product/rules.md#fields Chat is available only for whatsapp (with a number) or facebook/messenger (with a page handle)', () => {
  it.each([
    [
      { default_chat_channel: 'whatsapp', whatsapp_chat: '01712345678' },
      { channel: 'whatsapp', number: '8801712345678' },
    ],
    [{ default_chat_channel: 'whatsapp', whatsapp_chat: '' }, null],
    [{ default_chat_channel: 'whatsapp', whatsapp_chat: null, facebook_chat: 'myshop' }, null],
    [
      { default_chat_channel: 'facebook', facebook_chat: 'myshop' },
      { channel: 'messenger', page: 'myshop' },
    ],
    [
      { default_chat_channel: 'messenger', facebook_chat: 'https://www.facebook.com/myshop/' },
      { channel: 'messenger', page: 'myshop' },
    ],
    [{ default_chat_channel: 'messenger', facebook_chat: '   ' }, null],
    [{ default_chat_channel: 'onsite', whatsapp_chat: '01712345678', facebook_chat: 'myshop' }, null],
    [{ default_chat_channel: null, whatsapp_chat: '01712345678' }, null],
    [{}, null],
  ])('%j -> %j', (settings, expected) => {
    expect(chatChannel(settings)).toEqual(expected);
  });
});

describe('whatsapp links', () => {
  it('uses the international number, digits only, with the text URL-encoded', () => {
    expect(whatsappLink('০১৭১২-৩৪৫৬৭৮', 'আমি এটা কিনতে চাই: Shirt & Co?')).toBe(
      `https://wa.me/8801712345678?text=${encodeURIComponent('আমি এটা কিনতে চাই: Shirt & Co?')}`,
    );
    expect(whatsappLink('+880 1712 345678', 'hi there')).toBe('https://wa.me/8801712345678?text=hi%20there');
  });

  it('leaves out a blank text', () => {
    expect(whatsappLink('01712345678')).toBe('https://wa.me/8801712345678');
    expect(whatsappLink('01712345678', '  ')).toBe('https://wa.me/8801712345678');
  });

  it('keeps foreign numbers as dialled, without + or 00', () => {
    expect(whatsappNumber('+44 20 7946 0958')).toBe('442079460958');
    expect(whatsappNumber('0044 20 7946 0958')).toBe('442079460958');
  });
});

describe('messenger links', () => {
  it.each([
    ['myshop', 'myshop'],
    ['@my.shop', 'my.shop'],
    ['https://www.facebook.com/myshop', 'myshop'],
    ['facebook.com/myshop?ref=bookmarks', 'myshop'],
    ['https://m.facebook.com/myshop/posts/1', 'myshop'],
    ['https://www.facebook.com/profile.php?id=100012345678', '100012345678'],
    ['https://www.facebook.com/pages/My-Shop/123456789', '123456789'],
    ['https://m.me/myshop', 'myshop'],
    ['https://example.com/myshop', null],
    ['', null],
  ])('handle of %j is %j', (page, handle) => {
    expect(messengerHandle(page)).toBe(handle);
  });

  it('builds https://m.me/<handle>', () => {
    expect(messengerLink('https://www.facebook.com/myshop')).toBe('https://m.me/myshop');
    expect(messengerLink('myshop')).toBe('https://m.me/myshop');
  });
});

describe('tel links', () => {
  it('dials a Bangladeshi mobile in international form', () => {
    expect(telLink('০১৭১২ ৩৪৫৬৭৮')).toBe('tel:+8801712345678');
  });
  it('keeps other numbers’ digits and leading +', () => {
    expect(telLink('02-9876543')).toBe('tel:029876543');
    expect(telLink('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

describe('share links', () => {
  it('encodes the url and text for each target', () => {
    const url = 'https://myshop.haat.test/products/shirt?ref=a&b=1';
    const text = 'দারুণ শার্ট';
    const u = encodeURIComponent(url);
    const t = encodeURIComponent(text);
    expect(shareLinks(url, text)).toEqual({
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      whatsapp: `https://wa.me/?text=${t}%20${u}`,
      email: `mailto:?subject=${t}&body=${t}%20${u}`,
      twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    });
  });

  it('every share link round-trips the url', () => {
    const url = 'https://shop.example/p/1?x=1&y=২';
    const links = shareLinks(url, 'Look');
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(links.twitter).searchParams.get('url')).toBe(url);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`Look ${url}`);
  });
});
