/** What the couriers' webhook handlers share: reading the body, comparing secrets, the reply. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { WebhookReply } from './courier.ts';

/** A webhook body larger than this is not a courier's. */
const MAX_BODY_BYTES = 64 * 1024;

/** The body as JSON, or undefined when it is not JSON (or too large). */
export async function readWebhookJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a presented secret is the shop's, in constant time; never true when the shop has none. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The bearer token of an Authorization-style header value. */
export function bearerToken(value: string | null): string | undefined {
  const match = /^Bearer\s+(.+)$/iu.exec(value?.trim() ?? '');
  return match?.[1]?.trim();
}

export function webhookReply(status: number, body: unknown, headers: Record<string, string> = {}): WebhookReply {
  return { status, headers, body };
}
