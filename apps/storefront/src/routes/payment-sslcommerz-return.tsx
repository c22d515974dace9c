import { msg } from '@lingui/core/macro';
import type { LoaderFunctionArgs } from 'react-router';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../lib/api.ts';
import { redirectToOrder, returnShop } from '../shell/payment-return.ts';
import { requestContext } from '../shell/request-context.ts';
import { throwStatus } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const meta = pageMeta({ title: msg`Payment` });
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

const field = (form: URLSearchParams, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
};

async function decide({ context, params }: Pick<LoaderFunctionArgs, 'context' | 'params'>, form: URLSearchParams) {
  const { mode, queryClient } = context.get(requestContext);
  const tranId = field(form, 'tran_id');
  if (!tranId) return throwStatus(404);
  const valId = field(form, 'val_id');
  const { slug, shop } = await returnShop(mode, params, queryClient);
  return redirectToOrder(mode, slug, () =>
    api.call(shopEndpoints.sslcommerzReturn, {
      body: { shop_id: shop.id, tran_id: tranId, ...(valId ? { val_id: valId } : {}) },
    }),
  );
}

/**
 * `payments/sslcommerz/return?tran_id=…&val_id=…`: SSLCommerz posts its form to this page from its own origin; the
 * server (server.mjs, edge.mjs `gatewayFormReturn`) answers that POST with a redirect here by GET with the two fields,
 * since a cross-site POST is no action for React Router. The API validates the transaction with SSLCommerz (nothing in
 * the form decides) and the shopper goes on to the order's page with the outcome.
 */
export async function loader(args: LoaderFunctionArgs) {
  return decide(args, new URL(args.request.url).searchParams);
}

/** Never shown: the loader always redirects or fails. */
export default function PaymentSslcommerzReturnPage() {
  return null;
}
