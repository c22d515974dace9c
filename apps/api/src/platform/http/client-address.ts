import { isIPv4, isIPv6 } from 'node:net';
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

/**
 * The network an address belongs to, as one provider hands them out: its /24 for IPv4, its /48 for IPv6
 * (a site's prefix). Whoever holds many addresses usually holds them in one range, so limits also count
 * per range. Anything else (e.g. `unknown`) is its own range.
 */
export function clientNetwork(address: string): string {
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // `::` stands for as many zero groups as make eight.
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/48`;
}
