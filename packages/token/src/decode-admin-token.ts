import { adminUserSchema, type AdminUser } from '@haat/domain/schemas/admin-user';
import * as v from 'valibot';
import { decodeBase64Url } from './base64url.ts';
import { InvalidTokenError } from './invalid-token-error.ts';

/** Where the admin area runs: the owner app passes a JWT, the web admin URI-encoded JSON (docs/product/rules.md#fields). */
export type AdminTokenEnv = 'app' | 'web';

const PREFIX = 'Invalid token specified:';
/** The reason in brackets stays on one line, whatever the token held. */
const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/[\p{Cc}\s]+/gu, ' ').trim() || 'unreadable';

/**
 * Reads the admin from the token on the admin URL (docs/product/routes.md#shell-states, §5).
 * - app: `header.payload.signature`; the payload is base64url JSON. The signature is not checked
 *   here: the API checks the token on every call.
 * - web: the AdminUser as URI-encoded JSON.
 * Any failure throws InvalidTokenError with jwt-decode's messages; a payload that is JSON but not
 * an AdminUser counts as invalid JSON.
 */
export function decodeAdminToken(input: unknown, env: AdminTokenEnv = 'app'): AdminUser {
  if (typeof input !== 'string') throw new InvalidTokenError(`${PREFIX} must be a string`);
  const json = env === 'web' ? uriDecoded(input) : jwtPayload(input);
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch (error) {
    throw new InvalidTokenError(`${PREFIX} invalid json for part #2 (${reasonOf(error)})`);
  }
  const result = v.safeParse(adminUserSchema, payload);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'payload'}: ${issue.message}`);
    throw new InvalidTokenError(`${PREFIX} invalid json for part #2 (not an admin user: ${problems.join('; ')})`);
  }
  return result.output;
}

function jwtPayload(token: string): string {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) throw new InvalidTokenError(`${PREFIX} missing part #2`);
  try {
    return decodeBase64Url(payload);
  } catch (error) {
    throw new InvalidTokenError(`${PREFIX} invalid base64 for part #2 (${reasonOf(error)})`);
  }
}

/** The query string is usually decoded once already; raw JSON with a bare "%" is used as it is. */
function uriDecoded(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
