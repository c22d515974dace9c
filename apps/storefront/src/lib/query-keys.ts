// Query-key factories, one per resource (docs/architecture.md). Keys of a shop's data start with its id,
// customer data with 'customer' and the shop id (removed as a whole on logout).
import type { ProductListParams } from '@haat/api-client';

type ShopId = number;

export const shopKeys = {
  all: ['shop'] as const,
  detail: (slug: string) => ['shop', slug] as const,
};

export const categoryKeys = {
  list: (shopId: ShopId) => ['categories', shopId] as const,
};

export const productKeys = {
  all: (shopId: ShopId) => ['products', shopId] as const,
  list: (shopId: ShopId, params: Omit<ProductListParams, 'shop_id'>) => ['products', shopId, 'list', params] as const,
  detail: (shopId: ShopId, slug: string) => ['products', shopId, 'detail', slug] as const,
  reviews: (shopId: ShopId, slug: string, page: number) => ['products', shopId, 'reviews', slug, page] as const,
};

export const searchKeys = {
  results: (shopId: ShopId, query: string) => ['search', shopId, query] as const,
};

export const pageKeys = {
  detail: (shopId: ShopId, page: string) => ['pages', shopId, page] as const,
};

export const deliveryKeys = {
  list: (shopId: ShopId) => ['delivery-packages', shopId] as const,
};

export const orderKeys = {
  track: (shopId: ShopId, query: string) => ['orders', shopId, 'track', query] as const,
  detail: (shopId: ShopId, code: string) => ['orders', shopId, 'detail', code] as const,
};

export const customerKeys = {
  all: ['customer'] as const,
  shop: (shopId: ShopId) => ['customer', shopId] as const,
  me: (shopId: ShopId) => ['customer', shopId, 'me'] as const,
  addresses: (shopId: ShopId) => ['customer', shopId, 'addresses'] as const,
  orders: (shopId: ShopId, page: number) => ['customer', shopId, 'orders', page] as const,
  wishlist: (shopId: ShopId) => ['customer', shopId, 'wishlist'] as const,
  reviews: (shopId: ShopId) => ['customer', shopId, 'reviews'] as const,
  messages: (shopId: ShopId) => ['customer', shopId, 'messages'] as const,
  notifications: (shopId: ShopId) => ['customer', shopId, 'notifications'] as const,
};
