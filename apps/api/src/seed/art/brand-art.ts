/** A shop's banner (1920x560, docs/product/README.md) and logo as SVG, in the shop's two brand hues. */
import type { DemoShop } from '../types.ts';
import { drawMotif, paletteOf, type ArtKind } from './motifs.ts';
import { escapeXml, FONT_FAMILY, fittingFontSize, hashUnit } from './svg.ts';

type Brand = Pick<DemoShop, 'slug' | 'name' | 'brand'>;

/** A motif scaled by `scale` with its centre at (cx, cy). */
const placedMotif = (kind: ArtKind, hue: number, cx: number, cy: number, scale: number) =>
  `<g transform="translate(${cx - 400 * scale} ${cy - 360 * scale}) scale(${scale})">${drawMotif(kind, paletteOf(hue))}</g>`;

export function bannerSvg(shop: Brand): string {
  const [from, to] = shop.brand.hues;
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = Math.round(hashUnit(shop.slug, i * 2) * 1920);
    const y = Math.round(hashUnit(shop.slug, i * 2 + 1) * 560);
    return `<circle cx="${x}" cy="${y}" r="${20 + (i % 5) * 18}" fill="#fff" opacity=".1"/>`;
  }).join('');
  const motifs = shop.brand.motifs.slice(0, 3).map((kind, i) => {
    const cx = 1160 + i * 290;
    const cy = i % 2 ? 330 : 250;
    return `<circle cx="${cx}" cy="${cy}" r="150" fill="#fff" opacity=".9"/>${placedMotif(kind, (from + i * 47) % 360, cx, cy, 0.36)}`;
  });
  const nameSize = fittingFontSize(shop.name, 920, 112);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="560" viewBox="0 0 1920 560">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${from}, 72%, 52%)"/>
      <stop offset="1" stop-color="hsl(${to}, 68%, 38%)"/>
    </linearGradient>
  </defs>
  <rect width="1920" height="560" fill="url(#bg)"/>
  ${dots}
  <text x="120" y="250" font-family="${FONT_FAMILY}" font-size="${nameSize}" font-weight="700" fill="#fff">${escapeXml(shop.name)}</text>
  <text x="124" y="330" font-family="${FONT_FAMILY}" font-size="44" fill="#fff" opacity=".92">${escapeXml(shop.brand.tagline)}</text>
  <rect x="120" y="380" width="420" height="72" rx="36" fill="#fff"/>
  <text x="330" y="428" font-family="${FONT_FAMILY}" font-size="32" font-weight="700" fill="hsl(${to}, 68%, 32%)" text-anchor="middle">Cash on delivery</text>
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
