// The storefront server's reading of a request's Host, Accept-Encoding and If-None-Match (edge.mjs).
import { describe, expect, it } from 'vitest';
import { acceptsGzip, encodingFor, etagMatches, gatewayFormReturn, hostRefusal } from './edge.mjs';

describe('hostRefusal', () => {
  it('serves names, addresses and ports', () => {
    for (const host of [
      'haat.com.bd',
      'boighor.haat.com.bd:443',
      'localhost:3000',
      '127.0.0.1',
      '[::1]:3000',
      undefined,
    ])
      expect(hostRefusal(host), String(host)).toBeNull();
  });

  it('a Host with user info answers 400, not 500', () => {
    expect(hostRefusal('a@evil.example')).toMatch(/invalid Host/u);
  });

  it('refuses paths, spaces and other junk in the Host', () => {
    for (const host of ['evil.example/path', 'a b', 'evil.example:99999x', 'x\\y', '[nothex]', 'a?b', 'a#b'])
      expect(hostRefusal(host), host).not.toBeNull();
  });
});

describe('encodingFor', () => {
  it('prefers brotli, then gzip, else identity', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });

  it('Accept-Encoding: br;q=0 gets no brotli', () => {
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('br;q=0')).toBeNull();
    expect(encodingFor('gzip;q=0, br;q=0')).toBeNull();
    expect(encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('*;q=0, gzip')).toBe('gzip');
  });

  it('gzip pieces only for a client that takes gzip', () => {
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br, gzip')).toBe(true);
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';

  it('If-None-Match lists are honoured', () => {
    expect(etagMatches('W/"old", W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches(etag, etag)).toBe(true);
  });

  it('other tags do not match', () => {
    expect(etagMatches('W/"old"', etag)).toBe(false);
    expect(etagMatches('W/"abcd", "ab"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});

describe('gatewayFormReturn', () => {
  const form = 'status=VALID&tran_id=HT-AB12-1f2e3d4c&val_id=2311291234abc&amount=120.00&risk_level=0';

  it("turns SSLCommerz's form POST into a GET of the same return page with tran_id and val_id only", () => {
    expect(gatewayFormReturn('POST', '/rongdhonu/payments/sslcommerz/return?outcome=success', form)).toBe(
      '/rongdhonu/payments/sslcommerz/return?tran_id=HT-AB12-1f2e3d4c&val_id=2311291234abc',
    );
    expect(gatewayFormReturn('POST', '/payments/sslcommerz/return?outcome=fail', 'status=FAILED&tran_id=HT-1-a')).toBe(
      '/payments/sslcommerz/return?tran_id=HT-1-a',
    );
  });

  it('leaves every other request alone', () => {
    expect(gatewayFormReturn('GET', '/payments/sslcommerz/return', form)).toBeNull();
    expect(gatewayFormReturn('POST', '/rongdhonu/checkout', form)).toBeNull();
    expect(gatewayFormReturn('POST', '/a/b/payments/sslcommerz/return', form)).toBeNull();
    expect(gatewayFormReturn('POST', '/payments/bkash/callback', form)).toBeNull();
  });
});
