import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address: the socket's peer, unless `trustProxy` reverse proxies stand in front,
 * in which case it is the address the outermost trusted proxy saw, counted from the RIGHT of
 * X-Forwarded-For. Entries a client writes itself sit further left and are never used.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  if (trustProxy === 0 || !forwardedFor) return normalizeAddress(socketAddress);
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...hops, socketAddress];
  const index = Math.max(0, chain.length - 1 - trustProxy);
  return normalizeAddress(chain[index] ?? socketAddress);
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as plain IPv4. */
function normalizeAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/iu, '').toLowerCase();
}

export function clientAddress(c: Context, trustProxy: number): string {
  let socketAddress = 'unknown';
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a script): no socket to read.
  }
  return resolveClientAddress(socketAddress, c.req.header('x-forwarded-for'), trustProxy);
}
