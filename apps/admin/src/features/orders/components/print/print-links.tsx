import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Printer, Tag } from 'lucide-react';
import { buttonClass } from '@haat/ui/button';
import { paths } from '../../../../lib/paths.ts';
import { useOnlineShop } from '../../../../lib/online-shop.ts';
import { PRINT_MAX_ORDERS } from './print-params.ts';

/** Links to the print view: invoices and shipping labels of one order or of a selection. */
export function PrintLinks({ orderIds }: { orderIds: readonly number[] }) {
  const { t } = useLingui();
  const slug = useOnlineShop()?.slug;
  if (!slug || orderIds.length === 0) return null;
  const ids = orderIds.slice(0, PRINT_MAX_ORDERS);
  const one = ids.length === 1;
  const link = buttonClass({ variant: 'secondary', size: 'sm' });
  return (
    <>
      <Link to={paths.print(slug, 'invoice', ids)} className={link} data-testid="print-invoices">
        <Printer size={16} aria-hidden="true" /> {one ? t`Print invoice` : t`Print invoices`}
      </Link>
      <Link to={paths.print(slug, 'label', ids)} className={link} data-testid="print-labels">
        <Tag size={16} aria-hidden="true" /> {one ? t`Print label` : t`Print labels`}
      </Link>
    </>
  );
}
