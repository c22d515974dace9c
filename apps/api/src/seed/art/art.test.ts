import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../demo-shops.ts';
import { bannerSvg, LOGO_SIZE, logoSvg } from './brand-art.ts';
import { artKinds } from './motifs.ts';
import { PRODUCT_ART_SIZE, productSvg } from './product-art.ts';
import { escapeXml, fittingFontSize } from './svg.ts';

describe('the demo drawings', () => {
  it('render every motif as a picture of the product size', async () => {
    for (const [i, kind] of artKinds.entries()) {
      const svg = productSvg({ slug: `sample-${kind}`, name: `Sample ${kind}`, art: { kind, hue: i * 23 } });
      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect({ kind, width, height }).toEqual({ kind, width: PRODUCT_ART_SIZE, height: PRODUCT_ART_SIZE });
    }
  });

  it('keep names with markup characters as text', async () => {
    const svg = productSvg({ slug: 'salt', name: 'Salt & Pepper <"1">', art: { kind: 'jar', hue: 10 } });
    expect(svg).toContain('Salt &#38; Pepper &#60;&#34;1&#34;&#62;');
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  it('draw banners at 1920x560 and square logos', async () => {
    const shop = DEMO_SHOPS[0]!;
    expect(await sharp(Buffer.from(bannerSvg(shop))).metadata()).toMatchObject({ width: 1920, height: 560 });
    expect(await sharp(Buffer.from(logoSvg(shop))).metadata()).toMatchObject({ width: LOGO_SIZE, height: LOGO_SIZE });
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f ঢাকা`)).toBe('a&#38;b&#60;c&#62;d&#34;e&#39;f ঢাকা');
  });
});

describe('fittingFontSize', () => {
  it('shrinks long text to fit and caps short text', () => {
    expect(fittingFontSize('Tea', 600, 50)).toBe(50);
    expect(fittingFontSize('x'.repeat(40), 600, 50)).toBe(25);
  });
});
