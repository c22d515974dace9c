import { wishlistSyncBodySchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';
import { wishlist } from './shared.ts';

export const syncWishlist = {
  base: 'shop',
  method: 'post',
  path: '/customer/wishlist/sync',
  access: 'customer',
  tag: 'customer',
  summary: "Merge the device's wish list into the account's",
  description: 'Ids that are not products of this shop are ignored. Answers the merged list.',
  body: wishlistSyncBodySchema,
  answer: wishlist,
  errors: [422],
} as const satisfies Endpoint;
