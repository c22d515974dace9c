// Owner-controlled scripts (GTM, Meta pixel), under docs/architecture.md's rules: only on an origin that
// belongs to that shop alone and only from ids that pass the domain validators.
import { validateGtmId, validatePixelId, type ValidationResult } from '@haat/domain/validators';
import type { OnlineShopSettings } from '@haat/domain/schemas';
import type { HostMode } from '../../lib/host-mode.ts';

export interface TrackingPlan {
  gtmId: string | null;
  pixelId: string | null;
}

/** A non-blank id its validator accepts (checked again on render: the settings may hold anything). */
function validId(value: string | null | undefined, validate: (id: string) => ValidationResult): string | null {
  const id = value?.trim() ?? '';
  return id !== '' && validate(id) === null ? id : null;
}

/**
 * What may be injected: nothing on the shared market host (other shops' customers' tokens live in
 * the same origin's storage); on the shop's own domain or subdomain, each id that is valid.
 */
export function trackingPlan(settings: Pick<OnlineShopSettings, 'gtm' | 'pixel_id'>, mode: HostMode): TrackingPlan {
  if (mode.kind !== 'own') return { gtmId: null, pixelId: null };
  return { gtmId: validId(settings.gtm, validateGtmId), pixelId: validId(settings.pixel_id, validatePixelId) };
}
