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

/** Only the changes the order's status allows (from @haat/domain), in lifecycle order; cancelling asks first. */
export function OrderActions({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const update = useUpdateOrderStatus();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const actions = ownerActions(order.status);
  if (actions.length === 0) return null;

  const run = (target: OwnerActionTarget) =>
    update.mutateAsync({ id: order.id, status: target.status }).then(
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

  const pending = update.isPending ? update.variables.status : null;
  return (
    <div className={styles.actions} role="group" aria-label={t`Change the order’s status`}>
      {actions.map((target) =>
        target.action === 'cancel' ? (
          <Button
            key={target.action}
            variant="danger"
            disabled={update.isPending}
            onClick={() => setConfirmCancel(true)}
          >
            {i18n._(actionLabels.cancel)}
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
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t`Cancel this order?`}
        description={t`The customer’s order ${order.code} will be canceled and its items go back into stock.`}
        confirmLabel={t`Cancel order`}
        cancelLabel={t`Keep order`}
        onConfirm={() => run({ action: 'cancel', status: 'canceled' })}
      />
    </div>
  );
}
