import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { DiscountPreviewBody } from '@haat/domain/schemas';
import { api } from '../../lib/api.ts';

/** One cache entry per shop, cart, delivery package and code (decision 221). */
export const discountPreviewKeys = {
  all: ['discount-preview'] as const,
  of: (body: DiscountPreviewBody) => [...discountPreviewKeys.all, body] as const,
};

export const fetchDiscountPreview = (body: DiscountPreviewBody) => api.call(shopEndpoints.previewDiscount, { body });

/**
 * What the cart gets off, as the server computes it: the shop's automatic discounts and the code typed, with the
 * reason a code does not apply. The order is judged again when it is placed; this only shows the saving first.
 */
export const discountPreviewQueryOptions = (body: DiscountPreviewBody) => ({
  queryKey: discountPreviewKeys.of(body),
  queryFn: () => fetchDiscountPreview(body),
  staleTime: 30_000,
  // The old saving stays while a changed cart is asked about, so the totals do not flicker.
  placeholderData: keepPreviousData,
  retry: 1,
});

export const useDiscountPreview = (body: DiscountPreviewBody | null) =>
  useQuery({
    ...discountPreviewQueryOptions(body ?? { shop_id: 0, items: [] }),
    enabled: body !== null && body.items.length > 0,
  });
