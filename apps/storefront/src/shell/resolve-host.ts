import { getDomainInfo } from '@haat/api-client/domain-info';
import { apiBases } from '../lib/api.ts';
import { detectHost, type HostMode } from '../lib/host-mode.ts';

export type HostResolution =
  | { status: 'ready'; mode: HostMode }
  /** A custom domain no shop has (or an answer without a slug), or a host no shop can have. */
  | { status: 'unknown-domain'; hostname: string }
  /** The lookup itself failed (network, server error): logged, shown as shop not found. */
  | { status: 'failed'; hostname: string; error: unknown };

type Lookup = typeof getDomainInfo;

/**
 * The mode for this host. A custom domain is looked up with getDomainInfo (cached 1 hour by the
 * client); the market host and `{slug}.{suffix}` need no call.
 */
export async function resolveHost(
  hostname: string,
  marketHostSuffix: string,
  lookup: Lookup = getDomainInfo,
): Promise<HostResolution> {
  const detected = detectHost(hostname, marketHostSuffix);
  if (detected.kind === 'unknown') return { status: 'unknown-domain', hostname: detected.hostname };
  if (detected.kind !== 'custom-domain') return { status: 'ready', mode: detected };
  try {
    const record = await lookup(detected.hostname, { v2BaseUrl: apiBases.adminV2 });
    if (!record) return { status: 'unknown-domain', hostname: detected.hostname };
    return { status: 'ready', mode: { kind: 'own', slug: record.slug, origin: 'custom-domain' } };
  } catch (error) {
    console.warn(`Failed to resolve domain ${detected.hostname}:`, error);
    return { status: 'failed', hostname: detected.hostname, error };
  }
}
