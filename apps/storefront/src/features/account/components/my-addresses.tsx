import { useState, type ComponentType } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import type { Address } from '@haat/domain/schemas';
import { localizeDigits } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { errorMessages } from '@haat/i18n/messages';
import { Badge } from '@haat/ui/badge';
import { Button } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { ErrorPanel } from '@haat/ui/error-panel';
import { Skeleton } from '@haat/ui/skeleton';
import { notify } from '../../../lib/notify.ts';
import { useShop } from '../../../lib/shop.ts';
import { useAddresses } from '../../../entities/addresses/addresses.ts';
import { useDeleteAddress } from '../../../entities/addresses/delete-address.ts';
import { useSaveAddress } from '../../../entities/addresses/save-address.ts';
import { addressBody, addressValuesOf } from '../address-form.ts';
import { AddressDialog, type AddressControlProps } from './address-dialog.tsx';
import * as styles from './dashboard.css.ts';

export interface MyAddressesProps {
  AddressControl: ComponentType<AddressControlProps>;
  /** The district's name in the shopper's language (addresses store the English name). */
  districtName: (district: string) => string;
}

/** Saved addresses: add, edit, delete, and choose the default that checkout fills in. */
export function MyAddresses({ AddressControl, districtName }: MyAddressesProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const shop = useShop();
  const addresses = useAddresses(shop.id);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const makeDefault = async (address: Address) => {
    try {
      const values = addressValuesOf(address, { name: address.name, mobile: address.mobile });
      await save.mutateAsync({ id: address.id, body: addressBody({ ...values, isDefault: true }) });
      notify(t`Default address changed`, 'success');
    } catch {
      notify(i18n._(errorMessages.unexpected), 'error');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(t`Address deleted`, 'success');
    } catch (error) {
      notify(i18n._(errorMessages.unexpected), 'error');
      throw error;
    }
  };

  return (
    <>
      <div className={styles.pager}>
        <h1 className={styles.screenTitle}>
          <Trans>My Addresses</Trans>
        </h1>
        <Button variant="primary" startIcon={<Plus size={18} />} onClick={() => setEditing({ address: null })}>
          <Trans>Add address</Trans>
        </Button>
      </div>
      {addresses.isPending && <Skeleton shape="block" height="8rem" />}
      {addresses.isError && <ErrorPanel layout="inline" headingLevel={2} onRetry={() => void addresses.refetch()} />}
      {addresses.isSuccess && addresses.data.length === 0 && (
        <div className={styles.empty}>
          <MapPin size={40} strokeWidth={1.5} aria-hidden="true" />
          <p>
            <Trans>No saved addresses yet. Save one to check out faster.</Trans>
          </p>
        </div>
      )}
      {addresses.isSuccess && addresses.data.length > 0 && (
        <ul className={styles.list}>
          {addresses.data.map((address) => {
            const title = address.label || address.name;
            return (
              <li key={address.id} className={styles.card} aria-label={title}>
                <div className={styles.pager}>
                  <strong>{title}</strong>
                  {address.is_default && (
                    <Badge tone="green">
                      <Trans>Default</Trans>
                    </Badge>
                  )}
                </div>
                <p>
                  {address.name} · {localizeDigits(address.mobile, locale)}
                  <br />
                  {[address.address, (locale === 'bn' && address.area_bn) || address.area].filter(Boolean).join(', ')}
                  {address.district && `, ${districtName(address.district)}`}
                </p>
                <div className={styles.pager}>
                  <Button
                    variant="secondary"
                    size="sm"
                    startIcon={<Pencil size={16} />}
                    aria-label={t`Edit address ${title}`}
                    onClick={() => setEditing({ address })}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  {!address.is_default && (
                    <Button
                      variant="ghost"
                      size="sm"
                      startIcon={<Star size={16} />}
                      aria-label={t`Make ${title} the default address`}
                      onClick={() => void makeDefault(address)}
                    >
                      <Trans>Make default</Trans>
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    startIcon={<Trash2 size={16} />}
                    aria-label={t`Delete address ${title}`}
                    onClick={() => setDeleting(address)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddressDialog
        address={editing?.address ?? null}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        AddressControl={AddressControl}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this address?`}
        description={deleting ? `${deleting.address}` : undefined}
        confirmLabel={t`Delete`}
        onConfirm={confirmDelete}
      />
    </>
  );
}
