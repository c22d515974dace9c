import * as v from 'valibot';
import { NOTIFICATION_LIMIT, notificationSchema } from '@haat/domain/schemas';
import type { Endpoint } from '../endpoint.ts';

export const listNotifications = {
  base: 'shop',
  method: 'get',
  path: '/customer/notifications',
  access: 'customer',
  tag: 'customer',
  summary: "Status changes of the customer's orders, newest first",
  description: `The latest ${NOTIFICATION_LIMIT}, from the orders' status history (placing an order is its first, \`pending\`).`,
  answer: v.array(notificationSchema),
} as const satisfies Endpoint;
