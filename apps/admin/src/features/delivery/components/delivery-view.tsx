import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2, Truck } from 'lucide-react';
import type { DeliveryPackage } from '@haat/domain/schemas';
import { formatMoney } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { errorMessages } from '@haat/i18n/messages';
import { Button, IconButton } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { toast } from '@haat/ui/toast';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDeleteDeliveryPackage } from '../api/delete-delivery-package.ts';
import { useDeliveryPackages } from '../api/delivery-packages.ts';
import { DeliveryPackageDialog } from './delivery-package-dialog.tsx';
import * as styles from './delivery.css.ts';
import { placeName } from './package-places.tsx';
import { zoneLabel } from './zone-label.ts';

/** The shop's own delivery packages: what customers choose at checkout. */
export function DeliveryView() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const packages = useDeliveryPackages();
  const remove = useDeleteDeliveryPackage();
  const [editing, setEditing] = useState<DeliveryPackage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeliveryPackage | null>(null);
  const add = (
    <Button variant="primary" startIcon={<Plus size={16} />} onClick={() => setEditing('new')}>
      {t`Add package`}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t`Delivery`}
        description={t`Delivery packages and their charges, chosen by customers at checkout.`}
        actions={add}
      />
      <QueryState query={packages}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t`No delivery packages yet.`} icon={<Truck size={36} />} action={add}>
              {t`Customers need at least one package to order.`}
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {list.map((item) => (
                <li key={item.id} className={styles.row} data-testid={`delivery-package-${item.id}`}>
                  <span className={styles.name}>
                    {item.name}
                    <span className={styles.zone}>
                      {item.places.length > 0
                        ? item.places.map((place) => placeName(place, locale)).join(' · ')
                        : zoneLabel(i18n, item.zone)}
                    </span>
                  </span>
                  <span className={styles.charge}>{formatMoney(item.charge, locale)}</span>
                  <IconButton size="sm" aria-label={t`Edit ${item.name}`} onClick={() => setEditing(item)}>
                    <Pencil size={16} />
                  </IconButton>
                  <IconButton size="sm" aria-label={t`Delete ${item.name}`} onClick={() => setDeleting(item)}>
                    <Trash2 size={16} />
                  </IconButton>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <DeliveryPackageDialog
        open={editing !== null}
        deliveryPackage={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this delivery package?`}
        description={deleting ? t`Customers will no longer be able to choose “${deleting.name}”.` : undefined}
        confirmLabel={t`Delete`}
        onConfirm={() =>
          remove.mutateAsync(deleting?.id ?? 0).then(
            () => toast.success(t`Delivery package deleted`),
            (error: unknown) => {
              toast.error(i18n._(errorMessages.shippingPackageDelete));
              throw error;
            },
          )
        }
      />
    </>
  );
}
