import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  CATALOGUE_CACHE_CONTROL,
  contentSecurityPolicy,
  isSecureRequest,
  PERSONAL_CACHE_CONTROL,
  responseHeaders,
  strictTransportSecurity,
} from './server-headers.ts';

describe('cacheControl', () => {
  it('lets a CDN keep anonymous catalogue pages that answered 200, on both hosts', () => {
    for (const id of ['home', 'shop-home', 'shop-product-details', 'custom-shop-category', 'shop-about-us']) {
      expect(cacheControl(id, 200), id).toBe(CATALOGUE_CACHE_CONTROL);
    }
  });

  it('never stores personal pages or failures', () => {
    for (const id of [
      'shop-cart',
      'custom-shop-checkout',
      'shop-login',
      'shop-my-order',
      'custom-shop-order-details',
    ]) {
      expect(cacheControl(id, 200), id).toBe(PERSONAL_CACHE_CONTROL);
    }
    expect(cacheControl('shop-product-details', 404)).toBe(PERSONAL_CACHE_CONTROL);
    expect(cacheControl('shop-home', 503)).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("never stores an unpublished shop's pages (they show its panel, not its catalogue)", () => {
    for (const id of ['shop-home', 'shop-product-details', 'custom-shop-category', 'home']) {
      expect(cacheControl(id, 200, { public: false }), id).toBe(PERSONAL_CACHE_CONTROL);
      expect(cacheControl(id, 200, { public: true }), id).toBe(CATALOGUE_CACHE_CONTROL);
    }
  });
});

describe('contentSecurityPolicy', () => {
  const base = { nonce: 'abc123', apiOrigin: 'https://api.haat.test', adminOrigin: 'https://admin.haat.test' };

  it('allows scripts from this origin and with the nonce only, and connections to the API', () => {
    const csp = contentSecurityPolicy({ ...base, tracking: { gtm: false, pixel: false } });
    expect(csp).toContain("script-src 'self' 'nonce-abc123';");
    expect(csp).toContain("connect-src 'self' https://api.haat.test;");
    expect(csp).toContain("frame-ancestors 'self' https://admin.haat.test");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/googletagmanager|facebook/u);
  });

  it('adds the GTM and pixel hosts only when the shop may use them here', () => {
    const csp = contentSecurityPolicy({ ...base, tracking: { gtm: true, pixel: true } });
    expect(csp).toContain(
      "script-src 'self' 'nonce-abc123' https://www.googletagmanager.com https://connect.facebook.net",
    );
    expect(csp).toContain('frame-src https://www.googletagmanager.com');
  });
});

describe('isSecureRequest', () => {
  it('trusts X-Forwarded-Proto only behind the trusted proxy', () => {
    const url = new URL('http://shop.test/');
    expect(isSecureRequest(new URL('https://shop.test/'), null, false)).toBe(true);
    expect(isSecureRequest(url, 'https', true)).toBe(true);
    expect(isSecureRequest(url, 'https', false)).toBe(false);
    expect(isSecureRequest(url, 'http', true)).toBe(false);
  });
});

describe('Strict-Transport-Security', () => {
  it('covers subdomains on the market host and its shop subdomains only', () => {
    const all = 'max-age=31536000; includeSubDomains';
    expect(strictTransportSecurity('haat.com.bd', 'haat.com.bd')).toBe(all);
    expect(strictTransportSecurity('rongdhonu.haat.com.bd', 'haat.com.bd')).toBe(all);
    expect(strictTransportSecurity('HAAT.com.bd.', 'haat.com.bd')).toBe(all);
  });

  it("is max-age only on a shop's custom domain, whatever its name looks like", () => {
    expect(strictTransportSecurity('myshop.com', 'haat.com.bd')).toBe('max-age=31536000');
    expect(strictTransportSecurity('www.myshop.com.bd', 'haat.com.bd')).toBe('max-age=31536000');
    expect(strictTransportSecurity('nothaat.com.bd', 'haat.com.bd')).toBe('max-age=31536000');
  });

  it('is what a page served over TLS on a custom domain answers', () => {
    const routerContext = { staticHandlerContext: { matches: [], loaderData: {} } } as unknown as Parameters<
      typeof responseHeaders
    >[0]['routerContext'];
    const hsts = (origin: string) =>
      new Map(
        responseHeaders({
          routerContext,
          mode: { kind: 'own', slug: 'boighor', origin: 'custom-domain' },
          status: 200,
          nonce: 'n',
          url: new URL(`${origin}/`),
          request: new Request(`${origin}/`),
        }),
      ).get('Strict-Transport-Security');
    expect(hsts('https://boighor.test')).toBe('max-age=31536000');
    expect(hsts('http://boighor.test')).toBeUndefined();
  });
});
