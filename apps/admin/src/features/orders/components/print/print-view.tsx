import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { setupI18n } from '@lingui/core';
import { I18nProvider as DocumentI18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { INTL_LOCALES, LOCALE_NAMES, SUPPORTED_LOCALES, toLocale, type Locale } from '@haat/i18n/locale';
import { Button, buttonClass } from '@haat/ui/button';
import { Spinner } from '@haat/ui/spinner';
import { Printer } from 'lucide-react';
import { errorText, hasStatus } from '../../../../lib/error-text.ts';
import { useOnlineShop } from '../../../../lib/online-shop.ts';
import { paths, type PrintKind } from '../../../../lib/paths.ts';
import { messages as bn } from '../../../../locales/bn.po';
import { messages as en } from '../../../../locales/en.po';
import { orderQueryOptions } from '../../api/order.ts';
import { parsePrintRequest } from './print-params.ts';
import { Invoice } from './invoice.tsx';
import { printShop } from './print-shop.ts';
import { ShippingLabel } from './shipping-label.tsx';
import * as styles from './print.css.ts';

/** The sheet the browser prints on; each order's page ends with a page break. */
/* eslint-disable lingui/no-unlocalized-strings -- CSS, not text */
const pageRules: Record<PrintKind, string> = {
  invoice: '@page { size: A4; margin: 0; }',
  label: '@page { size: 100mm 148mm; margin: 0; }',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The printed texts' own Lingui instance: the pages can be in another language than the admin. */
function useDocumentI18n(locale: Locale) {
  return useMemo(() => setupI18n({ locale, locales: INTL_LOCALES[locale], messages: { bn, en } }), [locale]);
}

/** `/admin/{slug}/print?kind=invoice|label&orders=1,2`: one page per order, a Print button, no admin chrome. */
export function PrintView() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const { shop_slug: slug = '' } = useParams();
  const { kind, orderIds } = parsePrintRequest(params);
  const [language, setLanguage] = useState<Locale>(toLocale(i18n.locale));
  const documentI18n = useDocumentI18n(language);
  const shop = useOnlineShop();
  const orders = useQueries({ queries: orderIds.map((id) => orderQueryOptions(id)) });
  const loading = orders.some((query) => query.isPending);
  const loaded = orders.flatMap((query) => (query.data ? [query.data] : []));
  const failed = orders.flatMap((query, index) =>
    query.isError ? [{ id: orderIds[index]!, error: query.error }] : [],
  );

  return (
    <div className={styles.desk}>
      <style>{pageRules[kind]}</style>
      <div className={styles.toolbar}>
        <Link to={`${paths.section(slug, 'orders')}`} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          {t`Back to orders`}
        </Link>
        <h1 className={styles.shopName}>{kind === 'invoice' ? t`Invoices` : t`Shipping labels`}</h1>
        <span className={styles.spacer} />
        <div role="group" aria-label={t`Language of the printout`}>
          {SUPPORTED_LOCALES.map((locale) => (
            <Button
              key={locale}
              size="sm"
              variant={locale === language ? 'primary' : 'secondary'}
              aria-pressed={locale === language}
              onClick={() => setLanguage(locale)}
              lang={locale}
            >
              {LOCALE_NAMES[locale]}
            </Button>
          ))}
        </div>
        <Button
          variant="primary"
          startIcon={<Printer size={16} />}
          disabled={loading || loaded.length === 0}
          onClick={() => window.print()}
        >
          {t`Print`}
        </Button>
      </div>
      {orderIds.length === 0 && <p className={styles.problems}>{t`No orders selected.`}</p>}
      {failed.length > 0 && (
        <ul className={styles.problems} role="alert">
          {failed.map(({ id, error }) => (
            <li key={id}>
              {hasStatus(error, 404)
                ? t`Order ${id} was not found in this shop.`
                : t`Order ${id} could not be loaded: ${errorText(i18n, error)}`}
            </li>
          ))}
        </ul>
      )}
      {loading ? (
        <Spinner />
      ) : (
        shop && (
          <DocumentI18nProvider i18n={documentI18n}>
            <div lang={language} data-testid="print-pages" data-kind={kind}>
              {loaded.map((order) =>
                kind === 'invoice' ? (
                  <Invoice key={order.id} order={order} shop={printShop(shop, language)} />
                ) : (
                  <ShippingLabel key={order.id} order={order} shop={printShop(shop, language)} />
                ),
              )}
            </div>
          </DocumentI18nProvider>
        )
      )}
    </div>
  );
}
