import type { Endpoint } from '../endpoint.ts';
import { productIdParams, wishlist } from './shared.ts';

export const addToWishlist = {
  base: 'shop',
  method: 'put',
  path: '/customer/wishlist/{product_id}',
  access: 'customer',
  tag: 'customer',
  summary: 'Add a product of the shop',
  params: productIdParams,
  answer: wishlist,
  errors: [404, 422],
} as const satisfies Endpoint;
