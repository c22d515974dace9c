import * as adminEndpoints from '@haat/api-contract/admin';
import * as customerEndpoints from '@haat/api-contract/customer';
import * as shopEndpoints from '@haat/api-contract/shop';
import type { OrderStatus } from '@haat/domain/order-status';
import { describe, expectTypeOf, it } from 'vitest';
import type { AdminIdentity } from '../auth/admin-token.ts';
import type { CustomerIdentity } from '../auth/customer-session.ts';
import { ContractRouter } from './contract-route.ts';
import { ok } from './envelope.ts';
import { okPublic } from './http-cache.ts';

describe('a handler registered from a table entry', () => {
  it('reads the request parts as the entry’s schemas parse them', () => {
    new ContractRouter()
      .endpoint(adminEndpoints.updateOrderStatus, (c) => {
        expectTypeOf(c.req.valid('param')).toEqualTypeOf<{ id: number }>();
        expectTypeOf(c.req.valid('json')).toEqualTypeOf<{ status: OrderStatus; restock?: boolean }>();
        // @ts-expect-error the entry has no query schema
        c.req.valid('query');
        return ok(c, null);
      })
      .endpoint(shopEndpoints.getProduct, (c) => {
        expectTypeOf(c.req.valid('query')).toEqualTypeOf<{ shop_id: number }>();
        expectTypeOf(c.req.valid('param')).toEqualTypeOf<{ product_slug: string }>();
        return okPublic(c, null);
      })
      .endpoint(shopEndpoints.placeOrder, (c) => {
        expectTypeOf(c.req.valid('header')).toEqualTypeOf<{ 'idempotency-key': string }>();
        expectTypeOf(c.req.valid('json').items).items.toEqualTypeOf<{
          product_id: number;
          variant_id?: number | undefined;
          quantity: number;
          unit_price?: number | undefined;
        }>();
        return ok(c, null);
      })
      .endpoint(adminEndpoints.uploadLogo, (c) => {
        expectTypeOf(c.req.valid('form')).toEqualTypeOf<{ image: File }>();
        return ok(c, null);
      });
  });

  it('gets the identity its access provides', () => {
    new ContractRouter()
      .endpoint(adminEndpoints.getDashboard, (c) => {
        expectTypeOf(c.get('admin')).toEqualTypeOf<AdminIdentity>();
        return ok(c, null);
      })
      .endpoint(customerEndpoints.getMe, (c) => {
        expectTypeOf(c.get('customer')).toEqualTypeOf<CustomerIdentity>();
        return ok(c, null);
      })
      .endpoint(shopEndpoints.getOrder, (c) => {
        // @ts-expect-error an order is open to anyone with its mobile: no customer is required
        c.get('customer');
        return ok(c, null);
      });
  });

  it('answers with okPublic exactly when the entry is publicly cacheable', () => {
    // @ts-expect-error a catalogue answer carries its ETag and shared-cache headers
    new ContractRouter().endpoint(shopEndpoints.getShop, (c) => ok(c, null));
    // @ts-expect-error tracking may hold personal data: no shared cache may keep it
    new ContractRouter().endpoint(shopEndpoints.trackOrders, (c) => okPublic(c, null));
  });
});
