import { describe, expect, it } from 'vitest';
import { env, readEnv } from './env.ts';
import { TEST_API_ORIGIN } from './test/api-server.ts';

describe('readEnv', () => {
  it('has defaults for development', () => {
    expect(readEnv({})).toEqual({
      apiUrl: 'http://localhost:4000',
      marketHostSuffix: 'haat.localhost',
      adminUrl: 'http://localhost:3001',
    });
  });

  it('drops trailing slashes and lowercases the suffix', () => {
    const read = readEnv({ VITE_API_URL: 'https://api.haat.com.bd/', VITE_MARKET_HOST_SUFFIX: 'Haat.com.bd' });
    expect(read.apiUrl).toBe('https://api.haat.com.bd');
    expect(read.marketHostSuffix).toBe('haat.com.bd');
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => readEnv({ VITE_API_URL: 'ftp://x' })).toThrow(/VITE_API_URL/u);
    expect(() => readEnv({ VITE_ADMIN_URL: 'not a url' })).toThrow(/VITE_ADMIN_URL/u);
    expect(() => readEnv({ VITE_MARKET_HOST_SUFFIX: 'bad host/' })).toThrow(/VITE_MARKET_HOST_SUFFIX/u);
  });

  it('is read from the build configuration', () => {
    expect(env.apiUrl).toBe(TEST_API_ORIGIN);
  });
});
