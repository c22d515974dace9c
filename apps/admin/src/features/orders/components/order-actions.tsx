import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ownerActions, type OwnerActionTarget } from '@haat/domain/order-status';
import type { Order } from '@haat/domain/schemas';
import { Button } from '@haat/ui/button';
import { ConfirmDialog } from '@haat/ui/confirm-dialog';
import { toast } from '@haat/ui/toast';
import { errorText, hasStatus } from '../../../lib/error-text.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { actionDone, actionLabels } from './action-labels.ts';
import * as styles from './orders.css.ts';

/** The changes that ask first: a cancel (it cannot be undone) and a return (do the items go back into stock?). */
type Asking = 'cancel' | 'return';

/**
 * Only the changes the order's status allows (from @haat/domain), in lifecycle order; cancelling
 * and marking a shipped order returned ask first, the return also whether its items go back into stock.
 */
export function OrderActions({ order }: { order: Pick<Order, 'id' | 'code' | 'status'> }) {
  const { t, i18n } = useLingui();
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [restock, setRestock] = useState(true);
  const actions = ownerActions(order.status);
  if (actions.length === 0) return null;

  const run = (target: OwnerActionTarget, options: { restock?: boolean } = {}) =>
    update.mutateAsync({ id: order.id, status: target.status, ...options }).then(
      () => toast.success(i18n._(actionDone[target.action])),
      (error: unknown) => {
        toast.error(
          hasStatus(error, 409)
            ? t`This order was changed meanwhile. Its latest status is shown now.`
            : errorText(i18n, error),
        );
        throw error;
      },
    );

  const ask = (action: Asking) => {
    if (action === 'return') setRestock(true);
    setAsking(action);
  };
  const setOpen = (action: Asking) => (open: boolean) => setAsking(open ? action : null);

  const pending = update.isPending ? update.variables.status : null;
  return (
    <div className={styles.actions} role="group" aria-label={t`Change the order’s status`}>
      {actions.map((target) =>
        target.action === 'cancel' || target.action === 'return' ? (
          <Button
            key={target.action}
            variant={target.action === 'cancel' ? 'danger' : 'secondary'}
            disabled={update.isPending}
            onClick={() => ask(target.action)}
          >
            {i18n._(actionLabels[target.action])}
          </Button>
        ) : (
          <Button
            key={target.action}
            variant="primary"
            loading={pending === target.status}
            disabled={update.isPending && pending !== target.status}
            onClick={() => void run(target).catch(() => undefined)}
          >
            {i18n._(actionLabels[target.action])}
          </Button>
        ),
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        onOpenChange={setOpen('cancel')}
        title={t`Cancel this order?`}
        description={t`The customer’s order ${order.code} will be canceled and its items go back into stock.`}
        confirmLabel={t`Cancel order`}
        cancelLabel={t`Keep order`}
        onConfirm={() => run({ action: 'cancel', status: 'canceled' })}
      />
      <ConfirmDialog
        open={asking === 'return'}
        onOpenChange={setOpen('return')}
        title={t`Mark this order as returned?`}
        description={t`Order ${order.code} came back: the customer refused it or the courier brought it back. This cannot be undone.`}
        confirmLabel={t`Mark as returned`}
        cancelLabel={t`Keep as shipped`}
        destructive={false}
        onConfirm={() => run({ action: 'return', status: 'returned' }, { restock })}
      >
        <label className={styles.choice}>
          <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} />
          <span className={styles.choiceText}>
            {t`Put its items back into stock`}
            <span className={styles.muted}>{t`Untick this if they came back damaged or missing.`}</span>
          </span>
        </label>
      </ConfirmDialog>
    </div>
  );
}
