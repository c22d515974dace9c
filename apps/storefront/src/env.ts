// The only reader of import.meta.env (docs/architecture.md). Values are baked in at build time.
import { DEFAULT_API_URL } from './env-defaults.ts';

export interface StorefrontEnv {
  /** The API origin, e.g. http://localhost:4000 (no trailing slash). */
  apiUrl: string;
  /** The shared market host: `{slug}.{suffix}` is a shop's own subdomain; other hosts are custom domains. */
  marketHostSuffix: string;
  /** The admin app's origin, for "open your own shop". */
  adminUrl: string;
}

type RawEnv = Partial<Record<'VITE_API_URL' | 'VITE_MARKET_HOST_SUFFIX' | 'VITE_ADMIN_URL', string>>;

const HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/u;

function httpOrigin(name: string, value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/u, '');
}

/** Reads and checks the build's configuration; a bad value stops the app with a clear message. */
export function readEnv(raw: RawEnv): StorefrontEnv {
  const suffix = (raw.VITE_MARKET_HOST_SUFFIX || 'haat.localhost').trim().toLowerCase();
  if (!HOSTNAME.test(suffix)) throw new Error(`VITE_MARKET_HOST_SUFFIX must be a host name, got "${suffix}"`);
  return {
    apiUrl: httpOrigin('VITE_API_URL', raw.VITE_API_URL || DEFAULT_API_URL),
    marketHostSuffix: suffix,
    adminUrl: httpOrigin('VITE_ADMIN_URL', raw.VITE_ADMIN_URL || 'http://localhost:3001'),
  };
}

export const env: StorefrontEnv = readEnv(import.meta.env as RawEnv);
