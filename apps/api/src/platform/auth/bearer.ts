import type { Context } from 'hono';

/** The token of an `Authorization: Bearer <token>` header, if any. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/iu.exec(c.req.header('authorization') ?? '');
  return match?.[1];
}
