import { Hono } from 'hono';
import { dashboardSchema, type Dashboard } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ImageStorage } from '../../../lib/storage/storage.ts';
import { taka } from '../../../serializers/money.ts';
import { serializeProduct } from '../../../serializers/product.ts';
import { adminDoc } from '../admin-doc.ts';
import { getDashboard, LOW_STOCK_THRESHOLD, SHOP_TIME_ZONE, type DashboardRows } from './dashboard.service.ts';

function serializeDashboard(rows: DashboardRows, storage: ImageStorage): Dashboard {
  return {
    orders_by_status: rows.ordersByStatus,
    orders_today: rows.ordersToday,
    sales_today: taka(rows.salesTodayPaisa),
    sales_last_7_days: taka(rows.salesLast7DaysPaisa),
    sales_by_day: rows.salesByDay.map((day) => ({ date: day.date, total: taka(day.totalPaisa), orders: day.orders })),
    low_stock: rows.lowStock.map((row) => serializeProduct(row, storage)),
  };
}

export const dashboardRoutes = new Hono<AppEnv>().get(
  '/dashboard',
  adminDoc({
    summary: 'Counts and sums for the admin home',
    description: `Orders by status; orders and sales today and over the last 7 days with a per-day series (${SHOP_TIME_ZONE} days; sales leave canceled orders out); products with stock of at most ${LOW_STOCK_THRESHOLD}.`,
    data: dashboardSchema,
  }),
  requireAdmin,
  async (c) => ok(c, serializeDashboard(await getDashboard(c.get('db'), c.get('admin').shopId), c.get('storage'))),
);
