import type { ProductDetail } from '@haat/domain/schemas';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../../lib/api.ts';

/**
 * The products of `slugs` as the shop has them now (each at once), to show the shopper what changed after the order
 * was refused; a product that is gone or not answered is left out.
 */
export async function fetchCurrentProducts(shopId: number, slugs: readonly string[]): Promise<ProductDetail[]> {
  const answers = await Promise.allSettled(
    [...new Set(slugs)].map((slug) =>
      api.call(shopEndpoints.getProduct, { params: { product_slug: slug }, query: { shop_id: shopId } }),
    ),
  );
  return answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
}
