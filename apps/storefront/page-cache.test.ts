// The server's page cache (page-cache.mjs): a stored page sent with any nonce, in gzip made without compressing.
import { Buffer } from 'node:buffer';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  cutAtNonce,
  etagOf,
  gzipWith,
  htmlWith,
  languageCookie,
  newNonce,
  pageEntry,
  pageKey,
  storable,
} from './page-cache.mjs';

function page(nonce: string, scripts = 12): string {
  let html = '<!DOCTYPE html><html lang="bn"><head><title>দোকান</title></head><body>';
  for (let index = 0; index < scripts; index += 1) {
    html += `<div class="card">পণ্য ${index} ${'lorem ipsum dolor sit amet '.repeat(40)}</div>`;
    html += `<script nonce="${nonce}">window.__data${index} = ${JSON.stringify({ index, name: `product ${index}` })}</script>`;
  }
  return `${html}</body></html>`;
}

describe('a rendered page cut at its nonce', () => {
  it('is the page without the nonce, in pieces that keep every other byte (Bengali included)', () => {
    const nonce = newNonce();
    const html = page(nonce);
    const pieces = cutAtNonce(Buffer.from(html), nonce);
    expect(pieces).toHaveLength(13);
    expect(Buffer.concat(pieces).toString('utf8')).toBe(html.replaceAll(nonce, ''));
    expect(cutAtNonce(Buffer.from(html), undefined)).toEqual([Buffer.from(html)]);
  });

  it('has one tag whatever its nonce, another for other HTML', () => {
    const [one, two] = [newNonce(), newNonce()];
    const tagOf = (html: string, nonce: string) => etagOf(cutAtNonce(Buffer.from(html), nonce));
    expect(tagOf(page(one), one)).toBe(tagOf(page(two), two));
    expect(tagOf(page(one), one)).toMatch(/^W\/"[\w-]{27}"$/u);
    expect(tagOf(page(one, 11), one)).not.toBe(tagOf(page(one), one));
  });
});

describe('the page cache', () => {
  const first = newNonce();
  const csp = `default-src 'self'; script-src 'self' 'nonce-${first}'`;
  const stored = () =>
    pageEntry({
      status: 200,
      headers: { 'content-security-policy': csp, 'content-type': 'text/html; charset=utf-8', etag: 'W/"x"' },
      html: cutAtNonce(Buffer.from(page(first)), first),
      nonce: first,
    });

  it('keeps the page and its policy cut at the nonce, and the other headers without length, encoding or tag', () => {
    const entry = stored();
    expect(entry.nonces).toBe(12);
    expect(entry.csp?.join('N')).toBe("default-src 'self'; script-src 'self' 'nonce-N'");
    expect(entry.headers).toEqual({ 'content-type': 'text/html; charset=utf-8' });
  });

  it('sends the page again with a new nonce in every place, plain and in gzip', () => {
    const entry = stored();
    for (let run = 0; run < 3; run += 1) {
      const nonce = newNonce();
      expect(nonce).not.toBe(first);
      const expected = page(nonce);
      expect(htmlWith(entry, nonce).toString()).toBe(expected);
      expect(gunzipSync(gzipWith(entry, nonce)).toString()).toBe(expected);
    }
  });

  it('gzips the page about as small as one stream of it', () => {
    const entry = stored();
    const spliced = gzipWith(entry, newNonce()).length;
    expect(spliced).toBeLessThan(Buffer.byteLength(page(first)) / 5);
  });

  it('stores a page without a nonce too', () => {
    const entry = pageEntry({
      status: 200,
      headers: {},
      html: cutAtNonce(Buffer.from('User-agent: *\n'), undefined),
      nonce: undefined,
    });
    expect(gunzipSync(gzipWith(entry, newNonce())).toString()).toBe('User-agent: *\n');
    expect(entry.csp).toBeNull();
  });

  it('keys by full URL, the lang cookie and the kind of client', () => {
    const url = new URL('https://shop.test/p/x?a=1');
    expect(pageKey(url, 'en', false)).not.toBe(pageKey(url, 'bn', false));
    expect(pageKey(url, 'en', false)).not.toBe(pageKey(url, 'en', true));
    expect(pageKey(url, 'en', false)).not.toBe(pageKey(new URL('http://shop.test/p/x?a=1'), 'en', false));
    expect(pageKey(url, 'en', false)).not.toBe(pageKey(new URL('https://shop.test/p/x?a=2'), 'en', false));
    expect(languageCookie('_ga=1; lang=en; x=y')).toBe('en');
    expect(languageCookie('xlang=en')).toBe('');
    expect(languageCookie(undefined)).toBe('');
  });

  it("leaves a link's click-tracking parameters out of the key, and keeps every other parameter", () => {
    const key = (href: string) => pageKey(new URL(href), 'bn', false);
    const plain = key('https://shop.test/p/x?id=3');
    expect(key('https://shop.test/p/x?id=3&fbclid=IwAR0x')).toBe(plain);
    expect(key('https://shop.test/p/x?utm_source=facebook&id=3&utm_campaign=eid&gclid=1&ttclid=2')).toBe(plain);
    expect(key('https://shop.test/p/x?fbclid=IwAR0x')).toBe(key('https://shop.test/p/x'));
    expect(key('https://shop.test/p/x?id=4&fbclid=IwAR0x')).not.toBe(plain);
    expect(key('https://shop.test/p/x?id=3&fbclid_note=1')).not.toBe(plain);
    expect(key('https://shop.test/p/x?id=3&utm=1')).not.toBe(plain);
  });

  it('stores only public 200 answers to GET or HEAD that set no cookie', () => {
    const open = { 'cache-control': 'public, s-maxage=30' };
    expect(storable('GET', 200, open)).toBe(true);
    expect(storable('HEAD', 200, open)).toBe(true);
    expect(storable('POST', 200, open)).toBe(false);
    expect(storable('GET', 404, open)).toBe(false);
    expect(storable('GET', 200, { 'cache-control': 'private, no-store' })).toBe(false);
    expect(storable('GET', 200, { ...open, 'set-cookie': ['a=b'] })).toBe(false);
  });

  it('is off at 0 seconds', () => {
    expect(createPageCache({ seconds: 0, maxBytes: 1024 })).toBeNull();
    expect(createPageCache({ seconds: 10, maxBytes: 1024 })?.seconds).toBe(10);
  });
});
