/**
 * Fetches a picture from an address a shop owner gave (a catalogue import's `Image Src`, decision 216): http or
 * https only, at most MAX_IMAGE_BYTES, an `image/*` answer, a few redirects, a timeout for the whole fetch. The
 * address's host must not resolve to a private, loopback, link-local or other internal address: the check runs
 * in the connection's own lookup, so a name cannot resolve to a public address for the check and a private one
 * for the connection. Tests pass `allowPrivate` to fetch from a server on this machine.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { MAX_IMAGE_BYTES } from './images.ts';

export const REMOTE_IMAGE_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

/** Why a picture could not be fetched; `message` is shown to the owner (English, the address's problem). */
export class RemoteImageError extends Error {}

const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is one no fetch for a shop may reach (private, loopback, link-local, multicast …). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(address);
  if (mapped) return internal.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A lookup that refuses internal addresses (unless allowed). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const allowed = allowPrivate ? addresses : addresses.filter((entry) => !isInternalAddress(entry.address));
      if (allowed.length === 0) return callback(new RemoteImageError('the address is on a private network'), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

function get(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'GET',
        lookup: guardedLookup(allowPrivate),
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Haat-import/1' },
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      response.destroy();
      throw new RemoteImageError(`the picture is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export interface RemoteImageOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The picture's bytes, or a RemoteImageError saying why not. */
export async function fetchRemoteImage(address: string, options: RemoteImageOptions): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageError('not a web address');
  }
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new RemoteImageError('not an http or https address');
      if (
        !options.allowPrivate &&
        isIP(url.hostname.replace(/^\[|\]$/gu, '')) !== 0 &&
        isInternalAddress(url.hostname.replace(/^\[|\]$/gu, ''))
      )
        throw new RemoteImageError('the address is on a private network');
      const response = await get(url, options.allowPrivate, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= MAX_REDIRECTS) throw new RemoteImageError('too many redirects');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new RemoteImageError(`the server answered ${status}`);
      }
      const type = response.headers['content-type']?.toLowerCase() ?? '';
      if (!type.startsWith('image/')) {
        response.resume();
        throw new RemoteImageError(`not a picture (${type || 'no type'})`);
      }
      const length = Number(response.headers['content-length'] ?? 0);
      if (length > maxBytes) {
        response.destroy();
        throw new RemoteImageError(`the picture is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
      }
      return await readBody(response, maxBytes);
    }
  } catch (error) {
    if (error instanceof RemoteImageError) throw error;
    if (signal.aborted) throw new RemoteImageError('the server took too long');
    throw new RemoteImageError(error instanceof Error ? error.message : String(error));
  }
}
