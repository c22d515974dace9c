import { describe, expect, it } from 'vitest';
import { courierStatusOf } from './courier-status.ts';

describe('courierStatusOf', () => {
  it("puts each courier's own word in one vocabulary", () => {
    expect(courierStatusOf('steadfast', 'in_review')).toBe('booked');
    expect(courierStatusOf('steadfast', 'Partial Delivered')).toBe('partially_delivered');
    expect(courierStatusOf('pathao', 'order.in-transit')).toBe('shipped');
    expect(courierStatusOf('redx', 'agent-returning')).toBe('returning');
  });

  it('is unknown for a word or a courier it does not know', () => {
    expect(courierStatusOf('steadfast', 'teleported')).toBe('unknown');
    expect(courierStatusOf('pigeon', 'delivered')).toBe('unknown');
  });
});
