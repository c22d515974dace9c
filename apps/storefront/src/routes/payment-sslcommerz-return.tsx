import { msg } from '@lingui/core/macro';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../lib/api.ts';
import { redirectToOrder, returnShop } from '../shell/payment-return.ts';
import { requestContext } from '../shell/request-context.ts';
import { throwStatus } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const meta = pageMeta({ title: msg`Payment` });
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

const field = (form: FormData | URLSearchParams, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 100) : '';
};

async function decide(
  { context, params }: Pick<LoaderFunctionArgs, 'context' | 'params'>,
  form: FormData | URLSearchParams,
) {
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
 * `payments/sslcommerz/return`: SSLCommerz sends the shopper's browser here with a form POST (`tran_id`, `val_id`,
 * `status`, …). The API validates the transaction with SSLCommerz (the form's status decides nothing) and the shopper
 * goes on to the order's page with the outcome.
 */
export async function action(args: ActionFunctionArgs) {
  return decide(args, await args.request.formData());
}

/** A GET (a reload after the redirect was lost): the same, from the query. */
export async function loader(args: LoaderFunctionArgs) {
  return decide(args, new URL(args.request.url).searchParams);
}

/** Never shown: the action and the loader always redirect or fail. */
export default function PaymentSslcommerzReturnPage() {
  return null;
}
