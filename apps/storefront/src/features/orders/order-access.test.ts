import { afterEach, describe, expect, it } from 'vitest';
import { lastOrderMobile, rememberedOrderMobile, rememberOrderMobile } from './order-access.ts';

afterEach(() => sessionStorage.clear());

describe('order access memory', () => {
  it('remembers the mobile of an order code for the session, per shop, in local form', () => {
    rememberOrderMobile('rongdhonu', 'HT-7K3M9Q2X', '+880 1711-000001');
    expect(rememberedOrderMobile('rongdhonu', 'ht-7k3m9q2x')).toBe('01711000001');
    expect(rememberedOrderMobile('boighor', 'HT-7K3M9Q2X')).toBeNull();
  });

  it('gives the last number used for prefilling', () => {
    rememberOrderMobile('rongdhonu', 'HT-1', '01711000001');
    rememberOrderMobile('rongdhonu', 'HT-2', '01811000002');
    expect(lastOrderMobile('rongdhonu')).toBe('01811000002');
    rememberOrderMobile('rongdhonu', 'HT-1', '01711000001');
    expect(lastOrderMobile('rongdhonu')).toBe('01711000001');
  });

  it('treats unreadable storage as empty', () => {
    sessionStorage.setItem('rongdhonu_order_mobiles', 'not json');
    expect(rememberedOrderMobile('rongdhonu', 'HT-1')).toBeNull();
  });
});
