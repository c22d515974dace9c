/** Small helpers for writing SVG by hand. */

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
