/** A shop's banner (1920x560, docs/product/README.md) and logo as SVG, in the shop's two brand hues. */
import type { DemoShop } from '../types.ts';
import { drawMotif, paletteOf, type ArtKind } from './motifs.ts';
import { hashUnit } from './svg.ts';

type Brand = Pick<DemoShop, 'slug' | 'brand'>;

/** Where the banner's three motifs sit: a quarter of the width apart, alternately higher and lower. */
export const BANNER_DISC_RADIUS = 150;
export const BANNER_DISCS = [
  { cx: 480, cy: 260 },
  { cx: 960, cy: 300 },
  { cx: 1440, cy: 260 },
] as const;

/** A motif scaled by `scale` with its centre at (cx, cy). */
const placedMotif = (kind: ArtKind, hue: number, cx: number, cy: number, scale: number) =>
  `<g transform="translate(${cx - 400 * scale} ${cy - 360 * scale}) scale(${scale})">${drawMotif(kind, paletteOf(hue))}</g>`;

/**
 * No words in the picture: the storefront names the shop in its own language around the banner (header, alt text),
 * and a drawing in one language is wrong in the other. The motifs, each on a white disc, stand evenly apart.
 */
export function bannerSvg(shop: Brand): string {
  const [from, to] = shop.brand.hues;
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = Math.round(hashUnit(shop.slug, i * 2) * 1920);
    const y = Math.round(hashUnit(shop.slug, i * 2 + 1) * 560);
    return `<circle cx="${x}" cy="${y}" r="${20 + (i % 5) * 18}" fill="#fff" opacity=".1"/>`;
  }).join('');
  const motifs = shop.brand.motifs.slice(0, 3).map((kind, i) => {
    const { cx, cy } = BANNER_DISCS[i]!;
    return `<circle cx="${cx}" cy="${cy}" r="${BANNER_DISC_RADIUS}" fill="#fff" opacity=".9"/>${placedMotif(kind, (from + i * 47) % 360, cx, cy, 0.36)}`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="560" viewBox="0 0 1920 560">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${from}, 72%, 52%)"/>
      <stop offset="1" stop-color="hsl(${to}, 68%, 38%)"/>
    </linearGradient>
  </defs>
  <rect width="1920" height="560" fill="url(#bg)"/>
  ${dots}
  ${motifs.join('')}
</svg>`;
}

export const LOGO_SIZE = 512;

export function logoSvg(shop: Brand): string {
  const [from, to] = shop.brand.hues;
  const kind = shop.brand.motifs[0] ?? 'bag';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${from}, 75%, 55%)"/>
      <stop offset="1" stop-color="hsl(${to}, 70%, 40%)"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="#fff"/>
  <circle cx="256" cy="256" r="244" fill="url(#bg)"/>
  <circle cx="256" cy="256" r="200" fill="#fff" opacity=".92"/>
  ${placedMotif(kind, from, 256, 256, 0.5)}
</svg>`;
}
