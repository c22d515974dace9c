import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { isOrderStatus, statusBadge, type OrderStatus } from '@haat/domain/order-status';
import { Badge } from './badge.tsx';

/** Each order status's name, for every view that names one (the badge, the admin's reports). */
export const orderStatusLabels: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  accepted: msg`Accepted`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
  returned: msg`Returned`,
};

export interface OrderStatusBadgeProps {
  /** The order's status as the API sends it; an unknown one is shown as-is on grey (docs/product/rules.md#order-lifecycle). */
  status: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** An order status as a badge with its docs/product/rules.md#order-lifecycle colour and a translated label. */
export function OrderStatusBadge({ status, size, className }: OrderStatusBadgeProps) {
  const { i18n } = useLingui();
  const { tone, solid, text } = statusBadge(status);
  const label = isOrderStatus(status) ? i18n._(orderStatusLabels[status]) : text;
  return (
    <Badge tone={tone} solid={solid} size={size} className={className} data-status={status}>
      {label}
    </Badge>
  );
}
