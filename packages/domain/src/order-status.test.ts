import { describe, expect, it } from 'vitest';
import {
  canTransition,
  doesCancelRestock,
  orderStatuses,
  ownerActions,
  statusBadge,
  tabOf,
  type OrderStatus,
} from './order-status.ts';

describe('SPEC §4 Order statuses and badges', () => {
  it.each([
    ['pending', 'red', true],
    ['accepted', 'blue', false],
    ['processing', 'yellow', false],
    ['shipped', 'grey', false],
    ['delivered', 'green', false],
    ['completed', 'green', false],
    ['canceled', 'red', false],
  ] as const)('%s is %s (solid with white text: %s)', (status, tone, solid) => {
    expect(statusBadge(status)).toEqual({ tone, solid, text: status });
  });

  it('an unknown status is shown as-is on a grey badge', () => {
    expect(statusBadge('on_hold')).toEqual({ tone: 'grey', solid: false, text: 'on_hold' });
  });
});

describe('API.md Order lifecycle: allowed transitions', () => {
  const allowed: [OrderStatus, OrderStatus][] = [
    ['pending', 'accepted'],
    ['accepted', 'processing'],
    ['processing', 'shipped'],
    ['shipped', 'delivered'],
    ['delivered', 'completed'],
    ['pending', 'canceled'],
    ['accepted', 'canceled'],
    ['processing', 'canceled'],
  ];

  it('allows exactly the forward steps and cancelling from pending, accepted or processing', () => {
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
    ['pending', [['accept', 'accepted'], ['cancel', 'canceled']]],
    ['accepted', [['process', 'processing'], ['cancel', 'canceled']]],
    ['processing', [['ship', 'shipped'], ['cancel', 'canceled']]],
    ['shipped', [['deliver', 'delivered']]],
    ['delivered', [['complete', 'completed']]],
    ['completed', []],
    ['canceled', []],
    ['mystery', []],
  ])('on %s the owner may press %j', (status, expected) => {
    expect(ownerActions(status).map(({ action, status: target }) => [action, target])).toEqual(expected);
  });
});

describe('API.md: cancelling gives the stock back', () => {
  it('restocks on a legal cancel only', () => {
    expect(doesCancelRestock('pending', 'canceled')).toBe(true);
    expect(doesCancelRestock('processing', 'canceled')).toBe(true);
    expect(doesCancelRestock('shipped', 'canceled')).toBe(false);
    expect(doesCancelRestock('canceled', 'canceled')).toBe(false);
    expect(doesCancelRestock('pending', 'accepted')).toBe(false);
  });
});

describe('API.md order tabs', () => {
  it('ongoing: pending, accepted, processing, shipped; completed: delivered, completed, canceled', () => {
    const tabs = Object.fromEntries(orderStatuses.map((status) => [status, tabOf(status)]));
    expect(tabs).toEqual({
      pending: 'ongoing',
      accepted: 'ongoing',
      processing: 'ongoing',
      shipped: 'ongoing',
      delivered: 'completed',
      completed: 'completed',
      canceled: 'completed',
    });
  });
  it('an unknown status is listed as ongoing', () => {
    expect(tabOf('on_hold')).toBe('ongoing');
  });
});
