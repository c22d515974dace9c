/** Small helpers for writing SVG by hand. */

/** Text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);
}

/** A font-size that fits `text` into `width` (a sans-serif letter is about 0.6 em wide), at most `max`. */
export function fittingFontSize(text: string, width: number, max: number): number {
  return Math.min(max, Math.floor(width / (0.6 * Math.max(1, text.length))));
}

/** Latin text only: any font the machine has will do, so no font file has to ship with the repo. */
export const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

/** A deterministic number in [0, 1) from a string and an index (FNV-1a), for stable decorations. */
export function hashUnit(text: string, index: number): number {
  let hash = 0x811c9dc5 ^ index;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 15;
  hash = Math.imul(hash, 0x2c1b3c6d);
  hash ^= hash >>> 12;
  return (hash >>> 0) / 2 ** 32;
}
