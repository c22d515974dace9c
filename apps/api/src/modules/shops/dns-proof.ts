/**
 * Whether DNS proves that a shop controls a domain: a TXT record `_haat-challenge.<domain>` holding
 * the shop's token, or the domain itself a CNAME to the platform's host. Asked through the configured
 * resolver (DNS_RESOLVER), never one a user names.
 */
import { Resolver } from 'node:dns/promises';

export const CHALLENGE_LABEL = '_haat-challenge';

export type ProofResult = { proven: true } | { proven: false; reason: 'not_found' | 'wrong_value' | 'dns_error' };

export interface DnsProofConfig {
  /** `ip` or `ip:port` of the resolvers to ask; empty: the system's. */
  servers: string[];
  /** The host a domain may CNAME to instead of the TXT record. */
  cnameTarget: string;
  timeoutMs?: number;
}

const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);
const bare = (host: string) => host.toLowerCase().replace(/\.$/u, '');

function resolverOf(config: DnsProofConfig): Resolver {
  const resolver = new Resolver({ timeout: config.timeoutMs ?? 2_000, tries: 2 });
  if (config.servers.length > 0) resolver.setServers(config.servers);
  return resolver;
}

/** Answers of one lookup; `null` when the name has none, throws on a resolver failure. */
async function lookup<T>(ask: () => Promise<T[]>): Promise<T[] | null> {
  try {
    return await ask();
  } catch (error) {
    if (NOT_FOUND_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

export async function checkDomainProof(config: DnsProofConfig, domain: string, token: string): Promise<ProofResult> {
  const resolver = resolverOf(config);
  try {
    const [txt, cname] = await Promise.all([
      lookup(() => resolver.resolveTxt(`${CHALLENGE_LABEL}.${domain}`)),
      lookup(() => resolver.resolveCname(domain)),
    ]);
    if (txt?.some((chunks) => chunks.join('').trim() === token)) return { proven: true };
    if (cname?.some((host) => bare(host) === bare(config.cnameTarget))) return { proven: true };
    return { proven: false, reason: txt || cname ? 'wrong_value' : 'not_found' };
  } catch {
    return { proven: false, reason: 'dns_error' };
  } finally {
    resolver.cancel();
  }
}
