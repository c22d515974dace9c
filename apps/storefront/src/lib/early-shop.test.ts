import { afterEach, describe, expect, it } from 'vitest';
import { makeShop } from '../test/fixtures.ts';
import type { EarlyShopRequest } from '../early/early-shop-request.ts';
import { EARLY_SHOP_GLOBAL } from '../early/globals.ts';
import { takeEarlyShop } from './early-shop.ts';

const globals = window as unknown as Record<string, EarlyShopRequest | undefined>;
const leave = (slug: string, body: unknown) => {
  globals[EARLY_SHOP_GLOBAL] = { slug, body: Promise.resolve(body) };
};

afterEach(() => {
  delete globals[EARLY_SHOP_GLOBAL];
});

describe('takeEarlyShop', () => {
  it('gives the early answer for its shop, once', async () => {
    const shop = makeShop({ slug: 'rongdhonu' });
    leave('rongdhonu', { status: 200, message: 'OK', data: shop });
    await expect(takeEarlyShop('rongdhonu')).resolves.toEqual(shop);
    expect(takeEarlyShop('rongdhonu')).toBeNull();
  });

  it('is not there for another shop', () => {
    leave('rongdhonu', { status: 200, message: 'OK', data: makeShop() });
    expect(takeEarlyShop('boighor')).toBeNull();
  });

  it('resolves to null for a refused or malformed answer, so the app asks the API itself', async () => {
    leave('rongdhonu', null);
    await expect(takeEarlyShop('rongdhonu')).resolves.toBeNull();
    leave('rongdhonu', { status: 200, message: 'OK', data: { name: 'no id' } });
    await expect(takeEarlyShop('rongdhonu')).resolves.toBeNull();
  });
});
