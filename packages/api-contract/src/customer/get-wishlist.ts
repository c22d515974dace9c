import type { Endpoint } from '../endpoint.ts';
import { wishlist } from './shared.ts';

export const getWishlist = {
  base: 'shop',
  method: 'get',
  path: '/customer/wishlist',
  access: 'customer',
  tag: 'customer',
  summary: 'The wish list, latest added first',
  answer: wishlist,
} as const satisfies Endpoint;
