import * as adminEndpoints from '@haat/api-contract/admin';
import * as customerEndpoints from '@haat/api-contract/customer';
import type { AnswerOf, CallArgs } from '@haat/api-contract/endpoint';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { OrderStatus } from '@haat/domain/order-status';
import type {
  AdminOrder,
  AdminShopResponse,
  CustomerSession,
  Dashboard,
  DomainRecord,
  Paginator,
  Product,
  ShopProductDetail,
  Shop,
  TrackAnswer,
} from '@haat/domain/schemas';
import { describe, expectTypeOf, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';
import { getDomainInfo } from './domain-info.ts';
import type { ApiError, ApiErrorKind } from './errors.ts';
import type { PlaceOrderInput, ProductInput } from './inputs.ts';
import { createShopClient } from './shop-client.ts';

const shop = createShopClient({ baseUrl: 'http://localhost:4000/api/shop' });
const admin = createAdminClient({
  v2BaseUrl: 'http://localhost:4000/api/admin/v2',
  v3BaseUrl: 'http://localhost:4000/api/admin/v3',
  getToken: () => null,
  getShopId: () => null,
});

describe('a call answers the type of its endpoint’s answer schema', () => {
  it('shop and customer calls', () => {
    expectTypeOf(shop.call(shopEndpoints.getShop, { params: { slug: 'rupa' } })).resolves.toEqualTypeOf<Shop>();
    expectTypeOf(shop.call(shopEndpoints.listProducts, { query: { shop_id: 7 } })).resolves.toEqualTypeOf<
      Paginator<Product>
    >();
    expectTypeOf(
      shop.call(shopEndpoints.getProduct, { params: { product_slug: 'saree' }, query: { shop_id: 7 } }),
    ).resolves.toEqualTypeOf<ShopProductDetail>();
    expectTypeOf(
      shop.call(shopEndpoints.trackOrders, { query: { shop_id: 7, query: 'HT-1' } }),
    ).resolves.toEqualTypeOf<TrackAnswer>();
    expectTypeOf(
      shop.call(customerEndpoints.login, { body: { shop_id: 7, mobile: '017', password: 'x' } }),
    ).resolves.toEqualTypeOf<CustomerSession>();
    // An endpoint without data answers null.
    expectTypeOf(shop.call(customerEndpoints.logout)).resolves.toEqualTypeOf<null>();
  });

  it('admin calls', () => {
    expectTypeOf(admin.call(adminEndpoints.getOnlineShop)).resolves.toEqualTypeOf<AdminShopResponse>();
    expectTypeOf(admin.call(adminEndpoints.getDashboard)).resolves.toEqualTypeOf<Dashboard>();
    expectTypeOf(
      admin.call(adminEndpoints.updateOrderStatus, { params: { id: 40 }, body: { status: 'accepted' } }),
    ).resolves.toEqualTypeOf<AdminOrder>();
    expectTypeOf<AnswerOf<typeof adminEndpoints.getDomain>>().toEqualTypeOf<AnswerOf<
      typeof adminEndpoints.setDomain
    > | null>();
    expectTypeOf(getDomainInfo).returns.resolves.toEqualTypeOf<DomainRecord | null>();
  });
});

describe('a call takes the arguments its endpoint’s schemas describe', () => {
  it('path parameters as the server reads them, query and body as a client sends them', () => {
    expectTypeOf<CallArgs<typeof shopEndpoints.getProduct>>().toEqualTypeOf<{
      params: { product_slug: string };
      query: { shop_id: string | number };
    }>();
    expectTypeOf<CallArgs<typeof adminEndpoints.updateOrderStatus>>().toEqualTypeOf<{
      params: { id: number };
      body: { status: OrderStatus; restock?: boolean };
    }>();
    expectTypeOf<CallArgs<typeof adminEndpoints.updateTheme>['body']>().toEqualTypeOf<{ theme: 1 | 2 | 3 }>();
    expectTypeOf<CallArgs<typeof shopEndpoints.placeOrder>>().toEqualTypeOf<{
      headers: { 'idempotency-key': string };
      body: PlaceOrderInput;
    }>();
    expectTypeOf<CallArgs<typeof adminEndpoints.uploadBanner>>().toEqualTypeOf<{ form: { image: File } }>();
    expectTypeOf<PlaceOrderInput>().toHaveProperty('items');
    expectTypeOf<ProductInput>().toHaveProperty('selling_price');
  });

  it('arguments may be left out only when none is required', () => {
    expectTypeOf(admin.call).toBeCallableWith(adminEndpoints.getDashboard);
    // Every parameter of the admin's order list is optional (shop_id is the client's own).
    expectTypeOf(admin.call).toBeCallableWith(adminEndpoints.listOrders);
    expectTypeOf(admin.call).toBeCallableWith(adminEndpoints.listOrders, { query: { tab: 'completed' } });
    // @ts-expect-error a product page needs its slug and shop
    void shop.call(shopEndpoints.getProduct);
    // @ts-expect-error a product list needs the shop
    void shop.call(shopEndpoints.listProducts, { query: { page: 1 } });
    // @ts-expect-error unknown sort
    void shop.call(shopEndpoints.listProducts, { query: { shop_id: 1, sort: 'cheapest' } });
    // @ts-expect-error an order needs its Idempotency-Key
    void shop.call(shopEndpoints.placeOrder, { body: {} as PlaceOrderInput });
    // @ts-expect-error a record id in the path is a number
    void admin.call(adminEndpoints.getOrder, { params: { id: 'forty' } });
    // @ts-expect-error a theme is 1, 2 or 3
    void admin.call(adminEndpoints.updateTheme, { body: { theme: 4 } });
  });

  it('a client calls the endpoints of its own base only', () => {
    // @ts-expect-error an admin endpoint through the shop client
    void shop.call(adminEndpoints.getDashboard);
    // @ts-expect-error a shop endpoint through the admin client
    void admin.call(customerEndpoints.getMe);
  });

  it('a file answer (an image pages link to) is not called', () => {
    expectTypeOf(shop.call).toBeCallableWith(shopEndpoints.getLinkPreview, { query: { shop_id: 1 } });
    // @ts-expect-error the preview image is a JPEG, not an envelope
    void shop.call(shopEndpoints.getShopLinkPreviewImage, { params: { file: 1 } });
  });
});

describe('errors', () => {
  it('ApiError exposes kind, status and field errors', () => {
    expectTypeOf<ApiError['kind']>().toEqualTypeOf<ApiErrorKind>();
    expectTypeOf<ApiError['status']>().toEqualTypeOf<number>();
    expectTypeOf<ApiError['errors']>().toEqualTypeOf<Record<string, string[]>>();
  });
});
