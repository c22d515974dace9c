import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  asksRestock,
  canTransition,
  doesRestock,
  orderStatuses,
  ownerActions,
  returnRate,
  statusBadge,
  stepsTo,
  tabOf,
  type OrderStatus,
} from './order-status.ts';

describe('docs/product/rules.md#order-lifecycle Order statuses and badges', () => {
  it.each([
    ['pending', 'red', true],
    ['accepted', 'blue', false],
    ['processing', 'yellow', false],
    ['shipped', 'grey', false],
    ['delivered', 'green', false],
    ['completed', 'green', false],
    ['canceled', 'red', false],
    ['returned', 'orange', false],
  ] as const)('%s is %s (solid with white text: %s)', (status, tone, solid) => {
    expect(statusBadge(status)).toEqual({ tone, solid, text: status });
  });

  it('returned never looks like canceled', () => {
    expect(statusBadge('returned')).not.toEqual({ ...statusBadge('canceled'), text: 'returned' });
  });

  it('an unknown status is shown as-is on a grey badge', () => {
    expect(statusBadge('on_hold')).toEqual({ tone: 'grey', solid: false, text: 'on_hold' });
  });
});

describe('docs/product/http-contract.md Order lifecycle: allowed transitions', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['pending', 'accepted'],
    ['accepted', 'processing'],
    ['processing', 'shipped'],
    ['shipped', 'delivered'],
    ['delivered', 'completed'],
    ['pending', 'canceled'],
    ['accepted', 'canceled'],
    ['processing', 'canceled'],
    ['shipped', 'returned'],
  ];

  it('allows exactly the forward steps, cancelling from pending, accepted or processing, and a return of a shipped order', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('refuses unknown statuses', () => {
    expect(canTransition('pending', 'lost')).toBe(false);
    expect(canTransition('lost', 'canceled')).toBe(false);
  });
});

describe('owner buttons', () => {
  it.each([
    [
      'pending',
      [
        ['accept', 'accepted'],
        ['cancel', 'canceled'],
      ],
    ],
    [
      'accepted',
      [
        ['process', 'processing'],
        ['cancel', 'canceled'],
      ],
    ],
    [
      'processing',
      [
        ['ship', 'shipped'],
        ['cancel', 'canceled'],
      ],
    ],
    [
      'shipped',
      [
        ['deliver', 'delivered'],
        ['return', 'returned'],
      ],
    ],
    ['delivered', [['complete', 'completed']]],
    ['completed', []],
    ['canceled', []],
    ['returned', []],
    ['mystery', []],
  ])('on %s the owner may press %j', (status, expected) => {
    expect(ownerActions(status).map(({ action, status: target }) => [action, target])).toEqual(expected);
  });
});

describe('restocking', () => {
  it('a legal cancel always gives the stock back, whatever the restock answer', () => {
    expect(doesRestock('pending', 'canceled')).toBe(true);
    expect(doesRestock('processing', 'canceled')).toBe(true);
    expect(doesRestock('accepted', 'canceled', { restock: false })).toBe(true);
    expect(doesRestock('shipped', 'canceled')).toBe(false);
    expect(doesRestock('canceled', 'canceled')).toBe(false);
  });

  it('a return gives the stock back only when the owner says so', () => {
    expect(doesRestock('shipped', 'returned', { restock: true })).toBe(true);
    expect(doesRestock('shipped', 'returned', { restock: false })).toBe(false);
    expect(doesRestock('shipped', 'returned')).toBe(false);
    expect(doesRestock('delivered', 'returned', { restock: true })).toBe(false);
    expect(doesRestock('returned', 'returned', { restock: true })).toBe(false);
  });

  it('no other change touches stock, and only a return asks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderStatuses),
        fc.constantFrom(...orderStatuses),
        fc.option(fc.boolean(), { nil: undefined }),
        (from, to, restock) => {
          if (to !== 'canceled' && to !== 'returned') expect(doesRestock(from, to, { restock })).toBe(false);
          if (doesRestock(from, to, { restock })) expect(canTransition(from, to)).toBe(true);
          expect(asksRestock(to)).toBe(to === 'returned');
        },
      ),
    );
  });
});

describe('return rate', () => {
  it('is returned / (delivered + completed + returned)', () => {
    expect(returnRate({ delivered: 5, completed: 3, returned: 2, canceled: 9, shipped: 4 })).toBe(0.2);
    expect(returnRate({ returned: 1 })).toBe(1);
    expect(returnRate({ delivered: 1, returned: 0 })).toBe(0);
  });

  it('is null while no order reached a customer', () => {
    expect(returnRate({})).toBeNull();
    expect(returnRate({ pending: 3, canceled: 2, shipped: 1 })).toBeNull();
  });
});

describe('docs/product/http-contract.md order tabs', () => {
  it('ongoing: pending, accepted, processing, shipped; completed: delivered, completed, canceled, returned', () => {
    const tabs = Object.fromEntries(orderStatuses.map((status) => [status, tabOf(status)]));
    expect(tabs).toEqual({
      pending: 'ongoing',
      accepted: 'ongoing',
      processing: 'ongoing',
      shipped: 'ongoing',
      delivered: 'completed',
      completed: 'completed',
      canceled: 'completed',
      returned: 'completed',
    });
  });
  it('an unknown status is listed as ongoing', () => {
    expect(tabOf('on_hold')).toBe('ongoing');
  });
});

describe('stepsTo: the legal steps a courier report takes an order through', () => {
  it('walks forward one legal change at a time', () => {
    expect(stepsTo('processing', 'shipped')).toEqual(['shipped']);
    expect(stepsTo('processing', 'delivered')).toEqual(['shipped', 'delivered']);
    expect(stepsTo('accepted', 'returned')).toEqual(['processing', 'shipped', 'returned']);
    expect(stepsTo('shipped', 'shipped')).toEqual([]);
  });

  it('never moves an order backwards or out of an end', () => {
    expect(stepsTo('delivered', 'shipped')).toBeNull();
    expect(stepsTo('delivered', 'returned')).toBeNull();
    expect(stepsTo('returned', 'delivered')).toBeNull();
    expect(stepsTo('canceled', 'shipped')).toBeNull();
    expect(stepsTo('unknown', 'shipped')).toBeNull();
  });
});
