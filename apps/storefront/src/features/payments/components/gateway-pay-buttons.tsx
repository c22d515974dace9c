import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentGatewayName } from '@haat/domain/schemas';
import { errorMessages } from '@haat/i18n/messages';
import { Button } from '@haat/ui/button';
import { Price } from '@haat/ui/price';
import { useShopHref } from '../../../lib/links.ts';
import { useShop } from '../../../lib/shop.ts';
import { notify } from '../../../lib/notify.ts';
import { useAuthStore } from '../../../entities/customer/auth.ts';
import { useGatewayPaymentOptions, useStartGatewayPayment } from '../../../entities/payments/gateway-payments.ts';
import * as styles from './payments.css.ts';

const RETURN_PAGES = { bkash: 'shop-payment-bkash', sslcommerz: 'shop-payment-sslcommerz' } as const;

/**
 * "Pay with bKash" and "Card or other wallet (SSLCommerz)" for an order whose advance is due, when the shop has
 * connected those gateways (issue 30). The amount is the server's; the button only sends the shopper to the gateway.
 */
export function GatewayPayButtons({ code, mobile }: { code: string; mobile: string | null }) {
  const { i18n } = useLingui();
  const shop = useShop();
  const href = useShopHref();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const options = useGatewayPaymentOptions(shop.id, code, { mobile, enabled: mobile !== null || isAuthenticated });
  const start = useStartGatewayPayment();
  const [leaving, setLeaving] = useState<PaymentGatewayName | null>(null);

  const gateways = options.data?.gateways ?? [];
  if (!options.data || options.data.amount_due <= 0 || gateways.length === 0) return null;

  const pay = (gateway: PaymentGatewayName) => {
    setLeaving(gateway);
    start.mutate(
      {
        shopId: shop.id,
        code,
        gateway,
        mobile,
        returnUrl: new URL(href(RETURN_PAGES[gateway]), window.location.origin).toString(),
      },
      {
        onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
        onError: () => {
          setLeaving(null);
          notify(i18n._(errorMessages.unexpected), 'error');
        },
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="gateway-pay-title" data-testid="gateway-pay">
      <h2 id="gateway-pay-title">
        <Trans>Pay online now</Trans>
      </h2>
      <p>
        <Trans>
          Due now: <Price amount={options.data.amount_due} size="sm" />
        </Trans>
      </p>
      <div className={styles.buttons}>
        {gateways.includes('bkash') && (
          <Button
            variant="primary"
            loading={leaving === 'bkash'}
            disabled={leaving !== null}
            onClick={() => pay('bkash')}
          >
            <Trans>Pay with bKash</Trans>
          </Button>
        )}
        {gateways.includes('sslcommerz') && (
          <Button
            variant="secondary"
            loading={leaving === 'sslcommerz'}
            disabled={leaving !== null}
            onClick={() => pay('sslcommerz')}
          >
            <Trans>Card or other wallet (SSLCommerz)</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
