import * as v from 'valibot';
import { DEFAULT_API_URL } from './env-defaults.ts';

/** The only reader of import.meta.env (docs/architecture.md): a bad value stops the app with a clear message. */
const httpUrl = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform((value) => value.trim() || fallback),
    v.url('must be an absolute URL such as http://localhost:4000'),
    v.check((value) => /^https?:\/\//u.test(value), 'must start with http:// or https://'),
    v.transform((value) => value.replace(/\/+$/u, '')),
  );

const envSchema = v.object({
  VITE_API_URL: httpUrl(DEFAULT_API_URL),
  VITE_STOREFRONT_URL: httpUrl('http://localhost:3000'),
});

function readEnv() {
  const result = v.safeParse(envSchema, import.meta.env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'} ${issue.message}`).join('; ');
    throw new Error(`Haat admin: bad configuration: ${problems}`);
  }
  return {
    /** The API server's origin; the bases are under /api/… */
    apiUrl: result.output.VITE_API_URL,
    /** Where the storefront runs; the shop home is {storefrontUrl}/shop/{slug}. */
    storefrontUrl: result.output.VITE_STOREFRONT_URL,
    /** The API runs on this machine (`npm start`, `npm run dev`): development, with the demo's stand-in courier. */
    localApi: /^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/u.test(new URL(result.output.VITE_API_URL).hostname),
  };
}

export const env = readEnv();
