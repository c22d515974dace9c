import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-address.ts';

describe('clientNetwork', () => {
  it('is the /24 of an IPv4 address', () => {
    expect(clientNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.1')).toBe(clientNetwork('203.0.113.254'));
    expect(clientNetwork('203.0.114.1')).not.toBe(clientNetwork('203.0.113.1'));
  });

  it('is the /48 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:77:1::1')).toBe('2001:db8:77::/48');
    expect(clientNetwork('2001:0db8:0077:ffff:0:0:0:1')).toBe('2001:db8:77::/48');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
    expect(clientNetwork('2001:db8:78::1')).not.toBe(clientNetwork('2001:db8:77::1'));
  });

  it('keeps anything else as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
