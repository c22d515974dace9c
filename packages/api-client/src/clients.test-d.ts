import type {
  AdminShopResponse,
  Category,
  CustomerSession,
  Dashboard,
  DomainRecord,
  Order,
  Paginator,
  Product,
  ProductDetail,
  Shop,
  TrackAnswer,
} from '@haat/domain/schemas';
import { describe, expectTypeOf, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';
import { getDomainInfo } from './domain-info.ts';
import type { ApiError, ApiErrorKind } from './errors.ts';
import { createShopClient } from './shop-client.ts';

const { shop, customer } = createShopClient({ baseUrl: 'http://localhost:4000/api/shop' });
const admin = createAdminClient({
  v2BaseUrl: 'http://localhost:4000/api/admin/v2',
  v3BaseUrl: 'http://localhost:4000/api/admin/v3',
  getToken: () => null,
  getShopId: () => null,
});

describe('client return types are the domain types', () => {
  it('shop calls', () => {
    expectTypeOf(shop.getShop).returns.resolves.toEqualTypeOf<Shop>();
    expectTypeOf(shop.listCategories).returns.resolves.toEqualTypeOf<Category[]>();
    expectTypeOf(shop.searchProducts).returns.resolves.toEqualTypeOf<Product[]>();
    expectTypeOf(shop.listProducts).returns.resolves.toEqualTypeOf<Paginator<Product>>();
    expectTypeOf(shop.getProduct).returns.resolves.toEqualTypeOf<ProductDetail>();
    expectTypeOf(shop.placeOrder).returns.resolves.toEqualTypeOf<Order>();
    expectTypeOf(shop.trackOrders).returns.resolves.toEqualTypeOf<TrackAnswer>();
    expectTypeOf(shop.verifyTrackCode).parameter(0).toEqualTypeOf<{ shop_id: number; mobile: string; otp: string }>();
  });

  it('customer and admin calls', () => {
    expectTypeOf(customer.login).returns.resolves.toEqualTypeOf<CustomerSession>();
    expectTypeOf(customer.logout).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf(admin.getOnlineShop).returns.resolves.toEqualTypeOf<AdminShopResponse>();
    expectTypeOf(admin.updateOrderStatus).returns.resolves.toEqualTypeOf<Order>();
    expectTypeOf(admin.getDashboard).returns.resolves.toEqualTypeOf<Dashboard>();
    expectTypeOf(getDomainInfo).returns.resolves.toEqualTypeOf<DomainRecord | null>();
  });

  it('request bodies and parameters are checked', () => {
    expectTypeOf(admin.updateOrderStatus)
      .parameter(1)
      .toEqualTypeOf<'pending' | 'accepted' | 'processing' | 'shipped' | 'delivered' | 'completed' | 'canceled'>();
    expectTypeOf(admin.updateTheme).parameter(0).toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf(shop.placeOrder).parameter(0).toHaveProperty('items');
    // @ts-expect-error a product list needs the shop
    void shop.listProducts({ page: 1 });
    // @ts-expect-error unknown sort
    void shop.listProducts({ shop_id: 1, sort: 'cheapest' });
  });

  it('ApiError exposes kind, status and field errors', () => {
    expectTypeOf<ApiError['kind']>().toEqualTypeOf<ApiErrorKind>();
    expectTypeOf<ApiError['status']>().toEqualTypeOf<number>();
    expectTypeOf<ApiError['errors']>().toEqualTypeOf<Record<string, string[]>>();
  });
});
