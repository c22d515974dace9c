import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { toLocale } from '@haat/i18n/locale';
import { findDistrict } from '@haat/domain/districts';
import { OrderDetails } from '../features/orders/components/order-details.tsx';
import { rememberedOrderMobile } from '../features/orders/order-access.ts';
import { GatewayPayButtons } from '../features/payments/components/gateway-pay-buttons.tsx';
import { PaymentOutcomeNotice } from '../features/payments/components/payment-outcome-notice.tsx';
import { useShopSlug } from '../lib/shop.ts';
import * as styles from '../lib/page.css.ts';
import { personalClientLoader } from '../shell/page-route.tsx';
import { pageMeta } from '../shell/meta.ts';

export const clientLoader = personalClientLoader();
export const meta = pageMeta({ title: msg`Order details` });
export { HydrateFallback, PageErrorBoundary as ErrorBoundary } from '../shell/page-route.tsx';

/** `/order_details/:order_id`: the order code. */
export default function OrderDetailsPage() {
  const { i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const { order_id: code = '' } = useParams();
  const slug = useShopSlug();
  const districtName = (district: string) => findDistrict(district)?.[locale] ?? district;
  return (
    <div className={styles.narrowPage}>
      <PaymentOutcomeNotice />
      <GatewayPayButtons key={`pay-${code}`} code={code} mobile={rememberedOrderMobile(slug, code)} />
      <OrderDetails key={code} code={code} districtName={districtName} />
    </div>
  );
}
