import * as v from 'valibot';
import { envelopeSchema, shopSchema, type Shop } from '@haat/domain/schemas';
import type { EarlyShopRequest } from '../early/early-shop-request.ts';
import { EARLY_SHOP_GLOBAL } from '../early/globals.ts';

const shopEnvelope = envelopeSchema(shopSchema);

/**
 * The shop that index.html's early request (src/early/early-shop-request.ts) already asked for, once:
 * null when there was none for this slug or it was already taken. A failed, refused or malformed
 * answer resolves to null too, and the caller then asks the API itself, with its usual errors.
 */
export function takeEarlyShop(slug: string): Promise<Shop | null> | null {
  const globals = window as unknown as Record<string, EarlyShopRequest | undefined>;
  const request = globals[EARLY_SHOP_GLOBAL];
  if (!request || request.slug !== slug) return null;
  delete globals[EARLY_SHOP_GLOBAL];
  return request.body.then((json) => {
    const parsed = v.safeParse(shopEnvelope, json);
    return parsed.success ? parsed.output.data : null;
  });
}
