/**
 * Calls of the admin v3 API as a signed-in owner: the Bearer token and `shop_id` query the admin
 * app sends with every call.
 */
import type { RequestOptions, TestContext, TestResponse } from './context.ts';
import { createOwner } from './fixtures.ts';
import type { OwnerRow, ShopRow } from '../src/platform/db/rows.ts';

export const ADMIN_V3 = '/api/admin/v3';

export interface AdminCaller {
  owner: OwnerRow;
  shop: ShopRow;
  token: string;
  /** `path` is relative to the admin v3 base, e.g. `/products`. */
  call<TData = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<TData>>;
}

export function adminCallerFor(
  ctx: Pick<TestContext, 'request'>,
  signedIn: { owner: OwnerRow; shop: ShopRow; token: string },
): AdminCaller {
  return {
    ...signedIn,
    call: (method, path, options = {}) =>
      ctx.request(method, `${ADMIN_V3}${path}`, {
        token: signedIn.token,
        ...options,
        query: { shop_id: signedIn.shop.id, ...options.query },
      }),
  };
}

/** A new shop and its owner, signed in. */
export async function signedInOwner(ctx: TestContext, options: { shop?: ShopRow } = {}): Promise<AdminCaller> {
  return adminCallerFor(ctx, await createOwner(ctx, options));
}
