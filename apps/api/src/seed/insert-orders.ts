/**
 * Writes planned orders as the API would have: lines priced from the products' rows with
 * @haat/domain's orderTotals, the delivery package of the buyer's district, a history row per
 * status change. (The products' stock already has these orders' units taken off.)
 */
import { orderTotals, type OrderLineInput, type OrderProduct } from '@haat/domain/order-totals';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/types.ts';
import { orderItems, orders, orderStatusHistory } from '../platform/db/schema.ts';
import { placementRisk } from '../modules/orders/cod-risk.service.ts';
import type { CustomerRow, DeliveryPackageRow, OrderItemRow, OrderRow, ProductRow } from '../platform/db/rows.ts';
import { generateOrderCode } from '../platform/ids.ts';
import { paisa, taka } from '../platform/money.ts';
import { packagesFor } from '@haat/domain/delivery-zones';
import type { PlannedOrder } from './order-plan.ts';
import { DEMO_CUSTOMER, GUESTS, OTHER_CUSTOMERS, type DemoPerson } from './people.ts';

export interface InsertedOrder {
  plan: PlannedOrder;
  order: OrderRow;
  items: OrderItemRow[];
}

/** A product row as @haat/domain prices it (taka, as on the wire). */
export function pricedProduct(row: ProductRow): OrderProduct {
  return {
    id: row.id,
    name: row.name,
    selling_price: taka(row.sellingPricePaisa),
    discount: row.discountHundredths / 100,
    discount_type: row.discountType,
  };
}

export interface InsertOrdersInput {
  shopId: number;
  plans: readonly PlannedOrder[];
  products: Map<string, ProductRow>;
  /** The shop's packages in checkout order: each order takes the first its address is offered. */
  packages: DeliveryPackageRow[];
  /** Index-aligned with people.ts: the demo customer first. */
  customers: CustomerRow[];
}

export async function insertOrders(tx: Database, input: InsertOrdersInput): Promise<InsertedOrder[]> {
  const { shopId, plans, products, packages, customers } = input;
  const people = [DEMO_CUSTOMER, ...OTHER_CUSTOMERS];
  const prepared = plans.map((plan) => {
    const person: DemoPerson = plan.buyer.kind === 'customer' ? people[plan.buyer.index]! : GUESTS[plan.buyer.index]!;
    const customerId = plan.buyer.kind === 'customer' ? customers[plan.buyer.index]!.id : null;
    const address = person.addresses[0]!;
    const [deliveryPackage] = packagesFor(packages, address);
    if (!deliveryPackage) throw new Error(`No demo delivery package for ${address.area}, ${address.district}`);
    const lines: OrderLineInput[] = plan.lines.map((line) => {
      const product = products.get(line.slug);
      if (!product) throw new Error(`A demo order names an unknown product ${line.slug}`);
      return { product: pricedProduct(product), quantity: line.quantity };
    });
    const totals = orderTotals(lines, taka(deliveryPackage.chargePaisa));
    const placed = plan.history[0]!.at;
    const changed = plan.history.at(-1)!.at;
    return {
      plan,
      totals,
      values: {
        shopId,
        code: generateOrderCode(),
        customerId,
        status: plan.status,
        name: person.name,
        mobile: person.mobile,
        email: person.email,
        address: address.address,
        district: address.district,
        area: address.area,
        note: plan.note,
        deliveryPackageId: deliveryPackage.id,
        deliveryPackageName: deliveryPackage.name,
        subtotalPaisa: paisa(totals.subtotal),
        deliveryChargePaisa: paisa(totals.delivery_charge),
        totalPaisa: paisa(totals.total),
        createdAt: placed,
        updatedAt: changed,
      },
    };
  });

  const orderRows = await tx
    .insert(orders)
    .values(prepared.map((order) => order.values))
    .returning();
  const byCode = new Map(orderRows.map((row) => [row.code, row]));
  const itemRows = await tx
    .insert(orderItems)
    .values(
      prepared.flatMap(({ values, totals, plan }) => {
        const orderId = byCode.get(values.code)!.id;
        return totals.items.map((line, i) => {
          const product = products.get(plan.lines[i]!.slug)!;
          return {
            shopId,
            orderId,
            productId: product.id,
            // The product's first variant (a simple product's only one).
            variantId: sql<number>`(select id from product_variants where product_id = ${product.id} order by id limit 1)`,
            productSlug: product.slug,
            name: product.name,
            bnName: product.bnName,
            imageKey: product.imageKey,
            unitPricePaisa: paisa(line.unit_price),
            quantity: line.quantity,
            lineTotalPaisa: paisa(line.line_total),
          };
        });
      }),
    )
    .returning();
  await tx.insert(orderStatusHistory).values(
    prepared.flatMap(({ values, plan }) =>
      plan.history.map((change) => ({
        shopId,
        orderId: byCode.get(values.code)!.id,
        status: change.status,
        note: change.note,
        restocked: change.status === 'canceled',
        createdAt: change.at,
      })),
    ),
  );

  // The risk snapshot and hold of the orders still waiting, as placing them would have set them.
  for (const row of orderRows.filter((order) => order.status === 'pending')) {
    const risk = await placementRisk(tx, shopId, row.mobile);
    await tx
      .update(orders)
      .set({ codRiskLevel: risk.level, heldForCall: risk.decision.holdForCall, updatedAt: row.updatedAt })
      .where(eq(orders.id, row.id));
    Object.assign(row, { codRiskLevel: risk.level, heldForCall: risk.decision.holdForCall });
  }

  return prepared.map(({ values, plan }) => {
    const order = byCode.get(values.code)!;
    return { plan, order, items: itemRows.filter((item) => item.orderId === order.id).sort((a, b) => a.id - b.id) };
  });
}
