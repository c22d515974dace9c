import type { Dashboard } from '@haat/domain/schemas';
import { taka } from '../../platform/money.ts';
import type { ImageStorage } from '../../platform/storage/storage.ts';
import { serializeProduct } from '../products/products.serializers.ts';
import type { DashboardRows } from './dashboard.service.ts';

export function serializeDashboard(rows: DashboardRows, storage: ImageStorage): Dashboard {
  return {
    orders_by_status: rows.ordersByStatus,
    return_rate: rows.returnRate,
    orders_today: rows.ordersToday,
    sales_today: taka(rows.salesTodayPaisa),
    sales_last_7_days: taka(rows.salesLast7DaysPaisa),
    sales_by_day: rows.salesByDay.map((day) => ({ date: day.date, total: taka(day.totalPaisa), orders: day.orders })),
    low_stock: rows.lowStock.map((row) => serializeProduct(row, storage)),
  };
}
