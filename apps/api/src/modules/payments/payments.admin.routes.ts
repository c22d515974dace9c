import * as adminEndpoints from '@haat/api-contract/admin';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { paginator } from '../../platform/http/paginate.ts';
import { serializeAdminOrder } from '../orders/orders.serializers.ts';
import { paymentsCsv } from './payments.csv.ts';
import { serializeAdminPayment } from './payments.serializers.ts';
import { exportPayments, listPayments, readPaymentRules, savePaymentRules, verifyPayment } from './payments.service.ts';

/** Admin v3 base (`/api/admin/v3`): payment rules, the owner's verdict on sent-money codes, the payments list. */
export const paymentsAdminRoutes = new ContractRouter()
  .endpoint(adminEndpoints.verifyPayment, async (c) => {
    const { id, payment_id } = c.req.valid('param');
    const rows = await verifyPayment(c.get('db'), c.get('admin').shopId, id, payment_id, c.req.valid('json').received);
    return ok(c, serializeAdminOrder(rows, c.get('storage')), 'Payment checked');
  })
  .endpoint(adminEndpoints.listPayments, async (c) => {
    const query = c.req.valid('query');
    const page = await listPayments(c.get('db'), c.get('admin').shopId, query);
    return ok(
      c,
      paginator(
        page.rows.map((row) => serializeAdminPayment(row.payment, row.order)),
        page.total,
        query,
      ),
    );
  })
  .endpoint(adminEndpoints.exportPayments, async (c) => {
    const rows = await exportPayments(c.get('db'), c.get('admin').shopId, c.req.valid('query'));
    const day = new Date().toISOString().slice(0, 10);
    return c.body(paymentsCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="payments-${day}.csv"`,
    });
  })
  .endpoint(adminEndpoints.getPaymentSettings, async (c) =>
    ok(c, await readPaymentRules(c.get('db'), c.get('admin').shopId)),
  )
  .endpoint(adminEndpoints.updatePaymentSettings, async (c) =>
    ok(c, await savePaymentRules(c.get('db'), c.get('admin').shopId, c.req.valid('json')), 'Settings saved'),
  );
