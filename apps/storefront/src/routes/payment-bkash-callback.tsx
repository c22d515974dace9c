import { msg } from '@lingui/core/macro';
import type { LoaderFunctionArgs } from 'react-router';
import * as v from 'valibot';
import * as shopEndpoints from '@haat/api-contract/shop';
import { api } from '../lib/api.ts';
import { redirectToOrder, returnShop } from '../shell/payment-return.ts';
import { requestContext } from '../shell/request-context.ts';
import { throwStatus } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const meta = pageMeta({ title: msg`Payment` });
export { PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

const callbackSchema = v.object({
  paymentID: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  status: v.picklist(['success', 'failure', 'cancel']),
});

/**
 * `payments/bkash/callback?paymentID=…&status=…`: where bKash sends the shopper. The API executes or asks about the
 * payment (the URL's status decides nothing) and the shopper goes on to the order's page with the outcome.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { mode, queryClient } = context.get(requestContext);
  const query = v.safeParse(callbackSchema, Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return throwStatus(404);
  const { slug, shop } = await returnShop(mode, params, queryClient);
  return redirectToOrder(mode, slug, () =>
    api.call(shopEndpoints.bkashCallback, {
      body: { shop_id: shop.id, payment_id: query.output.paymentID, status: query.output.status },
    }),
  );
}

/** Never shown: the loader always redirects or fails. */
export default function PaymentBkashCallbackPage() {
  return null;
}
