import * as v from 'valibot';
import { envelopeSchema, productDetailSchema, type ProductDetail } from '@haat/domain/schemas';
import type { EarlyProductRequest } from '../../../early/early-shop-request.ts';
import { EARLY_PRODUCT_GLOBAL } from '../../../early/globals.ts';
import { takeEarlyRequest } from '../../../lib/early-shop.ts';

const productEnvelope = envelopeSchema(productDetailSchema);

/**
 * The product that index.html's early request already asked for on a product page, once: null when
 * there was none for this shop and slug or it was already taken. A failed or malformed answer
 * resolves to null too, and the caller then asks the API itself, with its usual errors.
 */
export function takeEarlyProduct(shopId: number, slug: string): Promise<ProductDetail | null> | null {
  const body = takeEarlyRequest<Awaited<EarlyProductRequest['body']>>(EARLY_PRODUCT_GLOBAL, slug);
  return (
    body?.then((answer) => {
      if (!answer || answer.shopId !== shopId) return null;
      const parsed = v.safeParse(productEnvelope, answer.json);
      return parsed.success ? parsed.output.data : null;
    }) ?? null
  );
}
