// A shopper back from a gateway's page (issue 30): the storefront's server passes on what the gateway sent, the API
// asks the gateway and answers the outcome, and the shopper lands on the order's page with it (`?payment=`).
import { redirect, type Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@haat/api-client/errors';
import type { PaymentReturn } from '@haat/domain/schemas';
import { PAYMENT_QUERY } from '../features/payments/payment-return.ts';
import { buildShopHref } from '../lib/links.ts';
import { shopSlugOf } from '../lib/shop.ts';
import type { HostMode } from '../lib/host-mode.ts';
import { requestShop, throwStatus } from './page-route.tsx';

/** The shop of a return, or 404 when the path or host names none. */
export async function returnShop(mode: HostMode, params: Params, queryClient: QueryClient) {
  const slug = shopSlugOf(mode, params);
  if (!slug) return throwStatus(404);
  try {
    return { slug, shop: await requestShop(queryClient, slug) };
  } catch (error) {
    return throwStatus(isApiError(error) && error.status === 404 ? 404 : 503);
  }
}

/** The API's answer to the return, as a redirect to the order's page; 404 for a payment it does not know. */
export async function redirectToOrder(
  mode: HostMode,
  slug: string,
  decide: () => Promise<PaymentReturn>,
): Promise<Response> {
  let outcome: PaymentReturn;
  try {
    outcome = await decide();
  } catch (error) {
    return throwStatus(isApiError(error) && (error.status === 404 || error.status === 422) ? 404 : 503);
  }
  return redirect(
    buildShopHref(
      mode,
      slug,
      'shop-order-details',
      { order_id: outcome.order_code },
      { [PAYMENT_QUERY]: outcome.outcome },
    ),
    303,
  );
}
