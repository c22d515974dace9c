import type { Endpoint } from '../endpoint.ts';
import { productIdParams, wishlist } from './shared.ts';

export const removeFromWishlist = {
  base: 'shop',
  method: 'delete',
  path: '/customer/wishlist/{product_id}',
  access: 'customer',
  tag: 'customer',
  summary: 'Remove a product',
  params: productIdParams,
  answer: wishlist,
  errors: [404, 422],
} as const satisfies Endpoint;
