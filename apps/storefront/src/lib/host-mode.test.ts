import { describe, expect, it } from 'vitest';
import { detectHost } from './host-mode.ts';

const suffix = 'haat.localhost';

describe('detectHost', () => {
  it.each(['localhost', '127.0.0.1', 'haat.localhost', 'www.haat.localhost', '192.168.0.5', '[fd00::5]', '::1'])(
    '%s is the market host',
    (host) => {
      expect(detectHost(host, suffix)).toEqual({ kind: 'market' });
    },
  );

  it('reads a shop subdomain as that shop own origin', () => {
    expect(detectHost('Rongdhonu.haat.localhost', suffix)).toEqual({
      kind: 'own',
      slug: 'rongdhonu',
      origin: 'subdomain',
    });
  });

  it('needs a lookup for any other host', () => {
    expect(detectHost('boighor.test', suffix)).toEqual({ kind: 'custom-domain', hostname: 'boighor.test' });
    expect(detectHost('WWW.Shop.com.bd', suffix)).toEqual({ kind: 'custom-domain', hostname: 'www.shop.com.bd' });
  });

  it.each(['a.b.haat.localhost', 'intranet', 'evil'])('%s is a host no shop can have', (host) => {
    expect(detectHost(host, suffix)).toEqual({ kind: 'unknown', hostname: host });
  });
});
