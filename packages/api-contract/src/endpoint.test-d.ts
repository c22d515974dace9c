import { describe, expectTypeOf, it } from 'vitest';
import type * as admin from './admin.ts';
import type { AnswerOf, CallArgs, CallArgsParam, HonoPath, PathParamName } from './endpoint.ts';
import { honoPath } from './endpoint.ts';
import type * as system from './system.ts';

describe('types derived from an entry', () => {
  it('read path parameters from the path', () => {
    expectTypeOf<PathParamName<'/messages/{customer_id}'>>().toEqualTypeOf<'customer_id'>();
    expectTypeOf<PathParamName<'/a/{b}/c/{d}'>>().toEqualTypeOf<'b' | 'd'>();
    expectTypeOf<HonoPath<'/orders/{id}/status'>>().toEqualTypeOf<'/orders/:id/status'>();
    expectTypeOf(honoPath('/product/{product_slug}')).toEqualTypeOf<'/product/:product_slug'>();
  });

  it('leave out what an entry does not have and make optional what it does not require', () => {
    expectTypeOf<CallArgs<typeof system.livez>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<CallArgsParam<typeof system.livez>>().toEqualTypeOf<[args?: Record<never, never>]>();
    expectTypeOf<CallArgs<typeof admin.listOrders>>().toEqualTypeOf<{
      query?: { tab?: 'ongoing' | 'completed'; search?: string; page?: string | number; per_page?: string | number };
    }>();
    expectTypeOf<AnswerOf<typeof system.readyz>>().toEqualTypeOf<{ database: 'ok' }>();
  });
});
