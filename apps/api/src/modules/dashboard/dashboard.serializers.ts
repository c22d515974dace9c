import type { Dashboard } from '@haat/domain/schemas';
import { taka } from '../../platform/money.ts';
import { chosenOptions } from '@haat/domain/variants';
import type { DashboardRows } from './dashboard.service.ts';

export function serializeDashboard(rows: DashboardRows): Dashboard {
  return {
    orders_by_status: rows.ordersByStatus,
    return_rate: rows.returnRate,
    orders_today: rows.ordersToday,
    sales_today: taka(rows.salesTodayPaisa),
    sales_last_7_days: taka(rows.salesLast7DaysPaisa),
    sales_by_day: rows.salesByDay.map((day) => ({ date: day.date, total: taka(day.totalPaisa), orders: day.orders })),
    low_stock: rows.lowStock.map((row) => ({
      product_id: row.productId,
      variant_id: row.variantId,
      name: row.name,
      bn_name: row.bnName,
      options: chosenOptions(row.options, row.optionValues),
      sku: row.sku,
      stock: row.stock,
    })),
  };
}
