import { describe, expect, it } from 'vitest';
import { isScrollTopHiddenOn, shouldShowScrollTop } from './scroll-top-rules.ts';

describe('scroll-to-top rules', () => {
  it('shows after more than 300px', () => {
    expect(shouldShowScrollTop(300, '/rongdhonu/product/x')).toBe(false);
    expect(shouldShowScrollTop(301, '/rongdhonu/product/x')).toBe(true);
  });

  it.each(['/rongdhonu/checkout', '/cart', '/x/track-order', '/order-details/1', '/rongdhonu/order_details/HT-1'])(
    'is hidden on %s',
    (path) => {
      expect(isScrollTopHiddenOn(path)).toBe(true);
      expect(shouldShowScrollTop(5000, path)).toBe(false);
    },
  );
});
