import { describe, expect, it } from 'vitest';
import { unitPrice } from '@haat/domain/price';
import { paisaFromTaka } from '@haat/domain/money';
import { DEMO_SHOPS } from './demo-shops.ts';

describe.each(DEMO_SHOPS.map((shop) => [shop.slug, shop] as const))('the catalogue of %s', (_slug, shop) => {
  it('has unique URL-safe slugs and only known categories', () => {
    const slugs = shop.products.map((product) => product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of [...slugs, ...shop.categories.map((category) => category.slug)])
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u);
    const categories = new Set(shop.categories.map((category) => category.slug));
    for (const product of shop.products) expect(categories).toContain(product.category);
  });

  it('sells every product for something, cheaper with its discount', () => {
    for (const product of shop.products) {
      const priced = {
        selling_price: product.price,
        discount: product.discount?.value ?? 0,
        discount_type: product.discount?.type ?? 'FIXED',
      };
      expect(unitPrice(priced)).toBeGreaterThan(0);
      if (product.discount) expect(unitPrice(priced)).toBeLessThan(paisaFromTaka(product.price));
      expect(Number.isSafeInteger(product.stock) && product.stock >= 0).toBe(true);
    }
  });

  it('has products in every category', () => {
    for (const category of shop.categories) {
      expect(shop.products.some((product) => product.category === category.slug)).toBe(true);
    }
  });
});
