import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { toLocale } from '@haat/i18n/locale';
import { findDistrict } from '@haat/domain/districts';
import { OrderDetails } from '../features/orders/components/order-details.tsx';
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
  const districtName = (district: string) => findDistrict(district)?.[locale] ?? district;
  return (
    <div className={styles.narrowPage}>
      <OrderDetails key={code} code={code} districtName={districtName} />
    </div>
  );
}
