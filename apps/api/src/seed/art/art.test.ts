import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../demo-shops.ts';
import { BANNER_DISC_RADIUS, BANNER_DISCS, bannerSvg, LOGO_SIZE, logoSvg } from './brand-art.ts';
import { artKinds } from './motifs.ts';
import { PRODUCT_ART_SIZE, productSvg } from './product-art.ts';

describe('the demo drawings', () => {
  it('render every motif as a picture of the product size', async () => {
    for (const [i, kind] of artKinds.entries()) {
      const svg = productSvg({ slug: `sample-${kind}`, art: { kind, hue: i * 23 } });
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect({ kind, width, height }).toEqual({ kind, width: PRODUCT_ART_SIZE, height: PRODUCT_ART_SIZE });
    }
  });

  it('draw banners at 1920x560 and square logos', async () => {
    const shop = DEMO_SHOPS[0]!;
    expect(await sharp(Buffer.from(bannerSvg(shop))).metadata()).toMatchObject({ width: 1920, height: 560 });
    expect(await sharp(Buffer.from(logoSvg(shop))).metadata()).toMatchObject({ width: LOGO_SIZE, height: LOGO_SIZE });
  });

  it('carry no words: the storefront names things in the shopper’s language', () => {
    for (const shop of DEMO_SHOPS) {
      const drawings = [bannerSvg(shop), logoSvg(shop), ...shop.products.map((product) => productSvg(product))];
      for (const svg of drawings) expect(svg, shop.slug).not.toMatch(/<text\b/u);
    }
  });

  it("place the banner's motif discs inside it and clear of one another", () => {
    for (const [i, disc] of BANNER_DISCS.entries()) {
      expect(disc.cx - BANNER_DISC_RADIUS).toBeGreaterThanOrEqual(0);
      expect(disc.cx + BANNER_DISC_RADIUS).toBeLessThanOrEqual(1920);
      expect(disc.cy - BANNER_DISC_RADIUS).toBeGreaterThanOrEqual(0);
      expect(disc.cy + BANNER_DISC_RADIUS).toBeLessThanOrEqual(560);
      const next = BANNER_DISCS[i + 1];
      if (next) expect(Math.hypot(next.cx - disc.cx, next.cy - disc.cy)).toBeGreaterThan(2 * BANNER_DISC_RADIUS);
    }
  });
});
