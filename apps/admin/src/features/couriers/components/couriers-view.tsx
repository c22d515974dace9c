import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { courierNames, type CourierName } from '@haat/domain/couriers';
import { formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { Button } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { toast } from '@haat/ui/toast';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { useDeleteCourierAccount } from '../api/courier-accounts.ts';
import { CourierAccountDialog } from './courier-account-dialog.tsx';
import { courierLabels } from '../../../lib/courier-labels.ts';
import * as styles from './couriers.css.ts';

/** The couriers the shop books parcels with: connect, replace credentials, disconnect. */
export function CouriersView() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const accounts = useCourierAccounts();
  const remove = useDeleteCourierAccount();
  const [editing, setEditing] = useState<CourierName | null>(null);
  const [removing, setRemoving] = useState<CourierName | null>(null);
  const connected = new Set(accounts.data?.map((account) => account.courier));

  return (
    <>
      <PageHeader
        title={t`Couriers`}
        description={t`Connect your courier accounts to book orders from here and follow each parcel.`}
      />
      <QueryState query={accounts}>
        {(list) => (
          <ul className={styles.list}>
            {courierNames.map((courier) => {
              const account = list.find((each) => each.courier === courier);
              const name = i18n._(courierLabels[courier]);
              return (
                <li key={courier} className={styles.row} data-testid={`courier-${courier}`}>
                  <span className={styles.name}>
                    {name}{' '}
                    <span className={styles.muted}>
                      {account ? t`Connected` : t`Not connected`}
                      {account?.store_id ? ` · ${t`Store ${formatNumber(account.store_id, locale)}`}` : ''}
                    </span>
                  </span>
                  <Button size="sm" variant={account ? 'secondary' : 'primary'} onClick={() => setEditing(courier)}>
                    {account ? t`Replace credentials` : t`Connect ${name}`}
                  </Button>
                  {account && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setRemoving(courier)}
                      aria-label={t`Disconnect ${name}`}
                    >
                      {t`Disconnect`}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      <CourierAccountDialog
        courier={editing}
        connected={editing !== null && connected.has(editing)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t`Disconnect this courier?`}
        description={t`Its credentials are deleted. Parcels already booked keep their tracking.`}
        confirmLabel={t`Disconnect`}
        onConfirm={() =>
          remove.mutateAsync(removing ?? 'steadfast').then(
            () => toast.success(t`Courier disconnected`),
            (error: unknown) => {
              toast.error(t`Could not disconnect the courier, please try again later`);
              throw error;
            },
          )
        }
      />
    </>
  );
}
