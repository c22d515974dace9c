import { describe, expect, it } from 'vitest';
import { isCustomDomain, isMarketHost, normalizeHostname, shopSlugFromSubdomain, shopUrl } from './hosts.ts';

const suffix = 'haat.com.bd';

describe('normalizeHostname', () => {
  it.each([
    ['Shop.Example.COM', 'shop.example.com'],
    ['shop.example.com:8443', 'shop.example.com'],
    ['shop.example.com.', 'shop.example.com'],
    ['shop.example.com.:80', 'shop.example.com'],
    ['  localhost:5173 ', 'localhost'],
    ['[::1]:5173', '::1'],
    ['[::1]', '::1'],
    ['::1', '::1'],
    ['127.0.0.1:3000', '127.0.0.1'],
  ])('%j -> %j', (host, expected) => {
    expect(normalizeHostname(host)).toBe(expected);
  });
});

describe('docs/product/rules.md#hosts-and-shop-addresses Hosts: the shared market host is recognised by a fixed suffix, plus localhost for development', () => {
  it.each([
    ['haat.com.bd', true],
    ['HAAT.com.bd:443', true],
    ['myshop.haat.com.bd', true],
    ['a.b.haat.com.bd', true],
    ['localhost:5173', true],
    ['127.0.0.1', true],
    ['[::1]:5173', true],
    ['myhaat.com.bd', false],
    ['haat.com.bd.evil.com', false],
    ['shop.example.com', false],
  ])('%j is market: %s', (host, expected) => {
    expect(isMarketHost(host, suffix)).toBe(expected);
  });

  it.each([
    ['myshop.haat.com.bd', 'myshop'],
    ['MyShop.haat.com.bd.', 'myshop'],
    ['haat.com.bd', null],
    ['www.haat.com.bd', null],
    ['a.b.haat.com.bd', null],
    ['myshop.example.com', null],
    ['localhost', null],
  ])('shop slug of %j is %j', (host, slug) => {
    expect(shopSlugFromSubdomain(host, suffix)).toBe(slug);
  });

  it.each([
    ['shop.example.com', true],
    ['www.myshop.com.bd', true],
    ['myshop.haat.com.bd', false],
    ['haat.com.bd', false],
    ['localhost', false],
    ['192.168.1.10', false],
    ['[2001:db8::1]', false],
  ])('%j is a custom domain: %s', (host, expected) => {
    expect(isCustomDomain(host, suffix)).toBe(expected);
  });
});

describe('docs/product/rules.md#hosts-and-shop-addresses Hosts: the shop URL fallback is the market subdomain using the slug, or the custom domain', () => {
  it('uses the custom domain when there is one', () => {
    expect(shopUrl({ slug: 'myshop', custom_domain: { domain: 'Shop.Example.com' } }, { suffix })).toBe(
      'https://shop.example.com',
    );
    expect(shopUrl({ slug: 'myshop', custom_domain: 'shop.example.com' }, { suffix })).toBe('https://shop.example.com');
  });

  it('falls back to the market subdomain when there is none, or it is not verified', () => {
    expect(shopUrl({ slug: 'myshop' }, { suffix })).toBe('https://myshop.haat.com.bd');
    expect(shopUrl({ slug: 'myshop', custom_domain: null }, { suffix })).toBe('https://myshop.haat.com.bd');
    expect(
      shopUrl({ slug: 'myshop', custom_domain: { domain: 'shop.example.com', verified: false } }, { suffix }),
    ).toBe('https://myshop.haat.com.bd');
    expect(shopUrl({ slug: 'myshop', custom_domain: { domain: ' ' } }, { suffix })).toBe('https://myshop.haat.com.bd');
  });

  it('takes a protocol with or without the colon', () => {
    expect(shopUrl({ slug: 'myshop' }, { suffix: 'localhost:5173', protocol: 'http:' })).toBe(
      'http://myshop.localhost',
    );
  });
});
