import { describe, expect, it } from 'vitest';
import { jwtFor, owner } from '../../test/fixtures.ts';
import { tokenShopId } from './token-shop.ts';

describe('tokenShopId', () => {
  it('reads the shop id of either token form, and nothing from an unreadable token', () => {
    expect(tokenShopId(jwtFor({ ...owner, shop_id: 9 }))).toBe(9);
    expect(tokenShopId(encodeURIComponent(JSON.stringify(owner)))).toBe(7);
    expect(tokenShopId('garbage')).toBeNull();
  });
});
