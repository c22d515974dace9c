/**
 * Slugs of a shop's categories and products: made from the name, unique within the shop.
 * Letters and digits of any script are kept (a Bengali name gives a Bengali slug, which browsers
 * show as typed); Latin accents are dropped; everything else becomes a single dash.
 */
import { and, eq, like, or } from 'drizzle-orm';
import type { Database } from './types.ts';
import { isUniqueViolation } from './errors.ts';
import { categories, products } from './schema.ts';

export const SLUG_MAX_LENGTH = 80;

export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const words = text
    .normalize('NFKD')
    .replace(/(?<=[a-z])\p{M}+/giu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
  const cut = [...words].slice(0, maxLength).join('');
  return cut.replace(/-+$/u, '');
}

const SLUGGED = {
  categories: { table: categories, constraint: 'categories_shop_slug_unique' },
  products: { table: products, constraint: 'products_shop_slug_unique' },
} as const;

export type SluggedTable = keyof typeof SLUGGED;

/** `base`, or `base-2`, `base-3`, … : the first one no row of the shop has. */
export async function nextFreeSlug(db: Database, kind: SluggedTable, shopId: number, base: string): Promise<string> {
  const { table } = SLUGGED[kind];
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(eq(table.shopId, shopId), or(eq(table.slug, base), like(table.slug, `${base}-%`))));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const ATTEMPTS = 5;

/**
 * Runs `write` with a free slug made from `name`; when a concurrent write took the same slug
 * (unique violation), tries the next one.
 */
export async function withUniqueSlug<T>(
  db: Database,
  kind: SluggedTable,
  shopId: number,
  name: string,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const base = slugify(name) || (kind === 'products' ? 'product' : 'category');
  for (let attempt = 1; ; attempt += 1) {
    const slug = await nextFreeSlug(db, kind, shopId, base);
    try {
      return await write(slug);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(error, SLUGGED[kind].constraint)) throw error;
    }
  }
}
