import { describe, expect, it } from 'vitest';
import { canTransition, orderStatuses } from '@haat/domain/order-status';
import { DEMO_SHOPS } from './demo-shops.ts';
import { planOrders, unitsSold } from './order-plan.ts';

const now = new Date('2026-03-01T12:00:00Z');

describe.each(DEMO_SHOPS.map((shop) => [shop.slug, shop] as const))('the demo orders of %s', (_slug, shop) => {
  const plans = planOrders(shop, now);

  it('cover every status', () => {
    expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set(orderStatuses));
  });

  it('go through legal status changes, from pending, in the past', () => {
    for (const plan of plans) {
      expect(plan.history[0]!.status).toBe('pending');
      expect(plan.history.at(-1)!.status).toBe(plan.status);
      plan.history.slice(1).forEach((change, i) => {
        expect(canTransition(plan.history[i]!.status, change.status)).toBe(true);
        expect(change.at.getTime()).toBeGreaterThan(plan.history[i]!.at.getTime());
      });
      expect(plan.history.at(-1)!.at.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('order only products of the shop that have stock, never more than there is', () => {
    const stock = new Map(shop.products.map((product) => [product.slug, product.stock]));
    for (const plan of plans) {
      expect(new Set(plan.lines.map((line) => line.slug)).size).toBe(plan.lines.length);
      for (const line of plan.lines) {
        expect(stock.get(line.slug)).toBeGreaterThan(0);
        expect(line.quantity).toBeGreaterThanOrEqual(1);
      }
    }
    for (const [slug, units] of unitsSold(plans)) expect(units).toBeLessThanOrEqual(stock.get(slug)!);
  });

  it('are the same on every run', () => {
    expect(planOrders(shop, now)).toEqual(plans);
  });

  it('give the demo customer orders in several statuses', () => {
    const demo = plans.filter((plan) => plan.buyer.kind === 'customer' && plan.buyer.index === 0);
    expect(new Set(demo.map((plan) => plan.status)).size).toBeGreaterThanOrEqual(5);
  });
});

it('counts units of canceled orders as not sold', () => {
  const plans = planOrders(DEMO_SHOPS[0]!, now);
  const canceled = plans.filter((plan) => plan.status === 'canceled');
  const kept = plans.filter((plan) => plan.status !== 'canceled');
  const total = (list: typeof plans) =>
    list.flatMap((plan) => plan.lines).reduce((sum, line) => sum + line.quantity, 0);
  const sold = [...unitsSold(plans).values()].reduce((sum, units) => sum + units, 0);
  expect(canceled.length).toBeGreaterThan(0);
  expect(sold).toBe(total(kept));
});
