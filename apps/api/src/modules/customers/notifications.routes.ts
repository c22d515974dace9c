import { Hono } from 'hono';
import * as v from 'valibot';
import { notificationSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { serializeNotification } from '../../serializers/notification.ts';
import { requireShopCustomer } from './customer-access.ts';
import { listNotifications, NOTIFICATION_LIMIT } from './notifications.service.ts';

/** Shop base (`/api/shop`): what happened to the customer's orders. */
export const notificationsRoutes = new Hono<AppEnv>().get(
  '/customer/notifications',
  describe({
    tags: ['customer'],
    summary: "Status changes of the customer's orders, newest first",
    description: `The latest ${NOTIFICATION_LIMIT}, from the orders' status history (placing an order is its first, \`pending\`).`,
    data: v.array(notificationSchema),
    auth: 'customerToken',
    errors: [401],
  }),
  requireShopCustomer,
  async (c) => ok(c, (await listNotifications(c.get('db'), c.get('customer'))).map(serializeNotification)),
);
