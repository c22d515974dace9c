import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BadgePercent, Pencil, Plus, Trash2 } from 'lucide-react';
import { instantToDhakaLocal } from '@haat/domain/discounts';
import type { DiscountWire } from '@haat/domain/schemas';
import { formatDateTime, formatMoney, formatNumber } from '@haat/i18n/format';
import { toLocale } from '@haat/i18n/locale';
import { errorMessages } from '@haat/i18n/messages';
import { Badge } from '@haat/ui/badge';
import { Button, IconButton } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { toast } from '@haat/ui/toast';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useDeleteDiscount, useDiscounts, useSaveDiscount, type DiscountInput } from '../api/discounts.ts';
import { DiscountDialog } from './discount-dialog.tsx';
import * as styles from './discounts.css.ts';

/** The discount as its form would send it, with `active` changed (a switch on the list). */
function switched(discount: DiscountWire, active: boolean): DiscountInput {
  const local = (instant: string | null) => (instant === null ? null : instantToDhakaLocal(new Date(instant)));
  return {
    code: discount.code,
    title: discount.title,
    kind: discount.kind,
    percent: discount.percent,
    amount: discount.amount,
    scope: discount.scope,
    target_ids: discount.target_ids,
    min_amount: discount.min_amount,
    min_quantity: discount.min_quantity,
    starts_at: local(discount.starts_at),
    ends_at: local(discount.ends_at),
    usage_limit: discount.usage_limit,
    once_per_phone: discount.once_per_phone,
    combinable: discount.combinable,
    active,
  };
}

/** The shop's discounts (decision 221): codes and automatic ones, with their uses and the revenue they brought. */
export function DiscountsView() {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const money = (taka: number) => formatMoney(taka, locale);
  const discounts = useDiscounts();
  const save = useSaveDiscount();
  const remove = useDeleteDiscount();
  const [editing, setEditing] = useState<DiscountWire | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DiscountWire | null>(null);
  const add = (
    <Button variant="primary" startIcon={<Plus size={16} />} onClick={() => setEditing('new')}>
      {t`Add discount`}
    </Button>
  );

  const valueText = (discount: DiscountWire) =>
    discount.kind === 'percentage'
      ? t`${formatNumber(discount.percent, locale)}% off`
      : discount.kind === 'fixed_amount'
        ? t`${money(discount.amount)} off`
        : t`Free delivery`;

  const windowText = (discount: DiscountWire) => {
    const from = discount.starts_at ? formatDateTime(discount.starts_at, locale, 'short') : null;
    const to = discount.ends_at ? formatDateTime(discount.ends_at, locale, 'short') : null;
    if (from && to) return t`${from} to ${to}`;
    if (from) return t`From ${from}`;
    if (to) return t`Until ${to}`;
    return null;
  };

  const toggle = (discount: DiscountWire) =>
    save.mutate(
      { id: discount.id, body: switched(discount, !discount.active) },
      {
        onSuccess: () => toast.success(discount.active ? t`Discount switched off` : t`Discount switched on`),
        onError: () => toast.error(i18n._(errorMessages.unexpected)),
      },
    );

  return (
    <>
      <PageHeader
        title={t`Discounts`}
        description={t`Codes for campaigns and discounts that apply by themselves at checkout.`}
        actions={add}
      />
      <QueryState query={discounts}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t`No discounts yet.`} icon={<BadgePercent size={36} />} action={add}>
              {t`Add an Eid code, or free delivery above an amount.`}
            </EmptyState>
          ) : (
            <ul className={styles.list}>
              {list.map((discount) => {
                const window = windowText(discount);
                const uses = formatNumber(discount.uses, locale);
                const limit = discount.usage_limit === null ? null : formatNumber(discount.usage_limit, locale);
                return (
                  <li key={discount.id} className={styles.row} data-testid={`discount-${discount.id}`}>
                    <div className={styles.main}>
                      <span className={styles.title}>
                        {discount.title} {!discount.active && <Badge tone="grey">{t`Off`}</Badge>}
                      </span>
                      <span>
                        {discount.code ? (
                          <span className={styles.code}>{discount.code}</span>
                        ) : (
                          <Badge tone="blue">{t`Automatic`}</Badge>
                        )}{' '}
                        · {valueText(discount)}
                        {discount.min_amount !== null && <> · {t`from ${money(discount.min_amount)}`}</>}
                      </span>
                      {window && <span className={styles.muted}>{window}</span>}
                      <span className={styles.stats}>
                        <span>{limit === null ? t`Used ${uses} times` : t`Used ${uses} of ${limit}`}</span>
                        <span>{t`Revenue ${money(discount.revenue)}`}</span>
                        <span>{t`Given ${money(discount.discounted)}`}</span>
                      </span>
                    </div>
                    <div className={styles.actions}>
                      <Button size="sm" variant="secondary" onClick={() => toggle(discount)} disabled={save.isPending}>
                        {discount.active ? t`Switch off` : t`Switch on`}
                      </Button>
                      <IconButton size="sm" aria-label={t`Edit ${discount.title}`} onClick={() => setEditing(discount)}>
                        <Pencil size={16} />
                      </IconButton>
                      <IconButton
                        size="sm"
                        aria-label={t`Delete ${discount.title}`}
                        onClick={() => setDeleting(discount)}
                      >
                        <Trash2 size={16} />
                      </IconButton>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      <DiscountDialog
        open={editing !== null}
        discount={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t`Delete this discount?`}
        description={t`Orders keep the discount they got; its uses and revenue leave this list. To keep them, switch it off instead.`}
        confirmLabel={t`Delete`}
        onConfirm={() =>
          remove.mutateAsync(deleting?.id ?? 0).then(
            () => toast.success(t`Discount deleted`),
            (error: unknown) => {
              toast.error(i18n._(errorMessages.unexpected));
              throw error;
            },
          )
        }
      />
    </>
  );
}
