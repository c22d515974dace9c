import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@haat/domain/schemas';
import { makeProduct } from '../../../test/fixtures.ts';
import type { EarlyProductRequest } from '../../../early/early-shop-request.ts';
import { EARLY_PRODUCT_GLOBAL } from '../../../early/globals.ts';
import { takeEarlyProduct } from './early-product.ts';

const globals = window as unknown as Record<string, EarlyProductRequest | undefined>;
const leave = (slug: string, answer: { shopId: number; json: unknown } | null) => {
  globals[EARLY_PRODUCT_GLOBAL] = { slug, body: Promise.resolve(answer) };
};
const detail: ProductDetail = {
  ...makeProduct({ slug: 'jamdani-saree' }),
  description: 'Hand woven',
  images: [],
  category: null,
  rating_average: 0,
  rating_count: 0,
};
const envelope = (data: unknown) => ({ status: 200, message: 'OK', data });

afterEach(() => {
  delete globals[EARLY_PRODUCT_GLOBAL];
});

describe('takeEarlyProduct', () => {
  it('gives the early answer for its shop and product, once', async () => {
    leave('jamdani-saree', { shopId: 1, json: envelope(detail) });
    await expect(takeEarlyProduct(1, 'jamdani-saree')).resolves.toEqual(detail);
    expect(takeEarlyProduct(1, 'jamdani-saree')).toBeNull();
  });

  it('is not there for another product, and resolves to null for another shop', async () => {
    leave('jamdani-saree', { shopId: 1, json: envelope(detail) });
    expect(takeEarlyProduct(1, 'silk-hijab')).toBeNull();
    await expect(takeEarlyProduct(2, 'jamdani-saree')).resolves.toBeNull();
  });

  it('resolves to null for a failed or malformed answer, so the app asks the API itself', async () => {
    leave('jamdani-saree', null);
    await expect(takeEarlyProduct(1, 'jamdani-saree')).resolves.toBeNull();
    leave('jamdani-saree', { shopId: 1, json: envelope({ slug: 'jamdani-saree' }) });
    await expect(takeEarlyProduct(1, 'jamdani-saree')).resolves.toBeNull();
  });
});
