import { describe, expectTypeOf, it } from 'vitest';
import type { CartItem } from '../cart.ts';
import type { PricedProduct } from '../price.ts';
import type { ShopSettingsBody } from './admin.ts';
import type { StoredCartItem } from './cart.ts';
import type { Order, PlaceOrderBody } from './order.ts';
import type { Product } from './product.ts';
import type { ProductListQuery, ProductListQueryInput } from './queries.ts';
import type { Shop } from './shop.ts';

describe('schema types', () => {
  it('a stored cart item is a cart item of the cart math, over a product the price math accepts', () => {
    expectTypeOf<StoredCartItem>().toExtend<CartItem<Product>>();
    expectTypeOf<Product>().toExtend<PricedProduct>();
  });

  it('nullable answer fields are T | null, never undefined', () => {
    expectTypeOf<Shop['logo_url']>().toEqualTypeOf<string | null>();
    expectTypeOf<Shop['theme']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<Order['status']>().toEqualTypeOf<string>();
  });

  it('request bodies: optional fields are optional, settings are nullable', () => {
    expectTypeOf<PlaceOrderBody['email']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ShopSettingsBody['facebook']>().toEqualTypeOf<string | null>();
    expectTypeOf<ProductListQuery['page']>().toEqualTypeOf<number>();
    expectTypeOf<ProductListQueryInput>().toExtend<{ shop_id: string | number; page?: string | number }>();
  });
});
