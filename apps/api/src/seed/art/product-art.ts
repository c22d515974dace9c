/**
 * A product's picture as SVG: a pastel gradient in the product's hue, a few bubbles placed from
 * its slug, and its motif. No words: the storefront prints the name in the shopper's language.
 */
import type { ProductArt } from '../types.ts';
import { drawMotif, paletteOf } from './motifs.ts';
import { hashUnit } from './svg.ts';

/** Pixels of the rendered picture (the drawing itself is an 800x800 box). */
export const PRODUCT_ART_SIZE = 640;
/** The featured product's second view is drawn as large as a shop's own photo often is: it has a 960 px size. */
export const LARGE_PHOTO_ART_SIZE = 1200;

export function productSvg(product: { slug: string; art: ProductArt }, size = PRODUCT_ART_SIZE): string {
  const { hue } = product.art;
  const palette = paletteOf(hue);
  const bubbles = Array.from({ length: 5 }, (_, i) => {
    const x = Math.round(hashUnit(product.slug, i * 3) * 800);
    const y = Math.round(hashUnit(product.slug, i * 3 + 1) * 560);
    const r = Math.round(40 + hashUnit(product.slug, i * 3 + 2) * 110);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${i % 2 ? 0.22 : 0.14}"/>`;
  }).join('');
  const angle = Math.round(hashUnit(product.slug, 99) * 90);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="hsl(${(hue + 40) % 360}, 75%, 90%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 80) % 360}, 60%, 72%)"/>
    </linearGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${bubbles}
  <g transform="translate(0 40)">
    <ellipse cx="400" cy="590" rx="230" ry="26" fill="${palette.dark}" opacity=".18"/>
    ${drawMotif(product.art.kind, palette)}
  </g>
</svg>`;
}
