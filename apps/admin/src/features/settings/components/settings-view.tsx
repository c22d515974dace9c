import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentShop } from '../../../lib/online-shop.ts';
import { paths } from '../../../lib/paths.ts';
import { MetaFeedCard } from './meta-feed-card.tsx';
import { MetaConversionsCard } from './meta-conversions-card.tsx';
import { PaymentGatewaysCard } from './payment-gateways-card.tsx';
import { OrderSettingsCard } from './order-settings-form.tsx';
import { PaymentSettingsCard } from './payment-settings-card.tsx';
import { PublishCard } from './publish-card.tsx';
import { SettingsForm } from './settings-form.tsx';
import * as styles from './settings.css.ts';

export function SettingsView() {
  const { t } = useLingui();
  const shop = useCurrentShop();
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Settings`}
        description={
          <>
            {t`Your shop’s details as customers see them.`}{' '}
            <Link to={paths.section(shop.slug, 'banner')}>{t`Change the banner and logo`}</Link>
          </>
        }
      />
      <PublishCard shop={shop} />
      <SettingsForm shop={shop} />
      <OrderSettingsCard />
      <PaymentSettingsCard />
      <PaymentGatewaysCard />
      <MetaFeedCard />
      <MetaConversionsCard />
    </div>
  );
}
