import * as v from 'valibot';
import { envelopeSchema, shopSchema, type Shop } from '@haat/domain/schemas';
import type { EarlyShopRequest } from '../early/early-shop-request.ts';
import { EARLY_SHOP_GLOBAL } from '../early/globals.ts';

const shopEnvelope = envelopeSchema(shopSchema);

/**
 * The body of an early request index.html's inline script left under `global` for `slug`, once: null
 * when there was none for this slug or it was already taken.
 */
export function takeEarlyRequest<Body>(global: string, slug: string): Promise<Body> | null {
  const globals = window as unknown as Record<string, { slug: string; body: Promise<Body> } | undefined>;
  const request = globals[global];
  if (!request || request.slug !== slug) return null;
  delete globals[global];
  return request.body;
}

/**
 * The shop that index.html's early request (src/early/early-shop-request.ts) already asked for, once:
 * null when there was none for this slug or it was already taken. A failed, refused or malformed
 * answer resolves to null too, and the caller then asks the API itself, with its usual errors.
 */
export function takeEarlyShop(slug: string): Promise<Shop | null> | null {
  const body = takeEarlyRequest<Awaited<EarlyShopRequest['body']>>(EARLY_SHOP_GLOBAL, slug);
  return (
    body?.then((json) => {
      const parsed = v.safeParse(shopEnvelope, json);
      return parsed.success ? parsed.output.data : null;
    }) ?? null
  );
}
