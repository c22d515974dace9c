import { msg } from '@lingui/core/macro';
import { useLocation, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { orderSchema } from '@haat/domain/schemas';
import { ErrorPanel } from '@haat/ui/error-panel';
import { useShopNavigate } from '../lib/links.ts';
import { OrderSuccess } from '../features/orders/components/order-success.tsx';
import { rememberedOrderMobile } from '../features/orders/order-access.ts';
import { GatewayPayButtons } from '../features/payments/components/gateway-pay-buttons.tsx';
import { useShopSlug } from '../lib/shop.ts';
import * as styles from '../lib/page.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Order placed` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

const successStateSchema = v.object({ order: orderSchema });

/** `?code=` names the order; the order itself comes with the navigation from checkout (not after a reload). */
export default function OrderSuccessPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useShopNavigate();
  const slug = useShopSlug();
  const code = search.get('code')?.trim() ?? '';
  const state = v.safeParse(successStateSchema, location.state);
  const order = state.success && state.output.order.code === code ? state.output.order : null;

  return (
    <div className={styles.narrowPage}>
      {code ? (
        <>
          <OrderSuccess code={code} order={order} />
          <GatewayPayButtons code={code} mobile={rememberedOrderMobile(slug, code)} />
        </>
      ) : (
        <ErrorPanel
          variant="not-found"
          headingLevel={1}
          title={t`No order to show`}
          message={t`Track an order with its ID or your mobile number.`}
          onHome={() => navigate('shop-track-order')}
          homeLabel={t`Track order`}
        />
      )}
    </div>
  );
}
