import { and, asc, avg, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PaginationQuery, ProductSort } from '@haat/domain/schemas';
import type { Database } from '../../platform/db/types.ts';
import { categories, productImages, products, productVariants, reviews, shops } from '../../platform/db/schema.ts';
import type { CategoryRow, ProductImageRow, ProductRow, ProductVariantRow, ShopRow } from '../../platform/db/rows.ts';
import { notFound } from '../../platform/http/errors.ts';
import { offsetOf, type Page } from '../../platform/http/paginate.ts';
import { requireShop, type ShopAudience } from '../shops/shops.service.ts';
import type { ProductCardRow } from './products.serializers.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

const SORT_ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  best_selling: [desc(products.soldCount), desc(products.id)],
  price_asc: [asc(products.pricePaisa), asc(products.id)],
  price_desc: [desc(products.pricePaisa), desc(products.id)],
};

async function pageOfProducts(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  page: PaginationQuery,
): Promise<Page<ProductRow>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(page.per_page)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface ProductListOptions extends PaginationQuery {
  category_id?: number | undefined;
  sort: ProductSort;
}

export async function listProducts(
  db: Database,
  shopId: number,
  options: ProductListOptions,
): Promise<Page<ProductRow>> {
  await requireShop(db, shopId, { shoppers: true });
  if (options.category_id !== undefined) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, options.category_id), eq(categories.shopId, shopId)))
      .limit(1);
    if (!category) throw notFound('Category not found');
  }
  const where = and(
    eq(products.shopId, shopId),
    options.category_id === undefined ? undefined : eq(products.categoryId, options.category_id),
  );
  return pageOfProducts(db, where, SORT_ORDER[options.sort], options);
}

/** `%`, `_` and `\` typed by a shopper match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/gu, (char) => `\\${char}`);
}

/**
 * Whether the name or Bengali name matches a LIKE pattern, ignoring case: the stored lowercase
 * search_name and search_bn_name against the pattern lowered by PostgreSQL (as they were), which
 * their indexes serve (the trigram GIN indexes a substring, the text_pattern_ops btrees a prefix).
 * lower(pattern) is folded into a constant when the query is planned.
 */
function nameLike(pattern: string): SQL {
  return sql`(${products.searchName} like lower(${pattern}) or ${products.searchBnName} like lower(${pattern}))`;
}

/** Whether the variant's SKU (any case) or barcode is exactly the code; the shop's SKU and barcode indexes serve it. */
export function hasCode(shopId: number, code: string): SQL {
  const v = productVariants;
  const trimmed = code.trim();
  return and(
    eq(v.shopId, shopId),
    or(
      and(isNotNull(v.sku), sql`lower(${v.sku}) = lower(${trimmed})`),
      and(isNotNull(v.barcode), eq(v.barcode, trimmed)),
    ),
  )!;
}

/**
 * The shop's products with a variant whose SKU or barcode is the query: an owner scanning a code, or a shopper typing
 * the code from a Facebook post, finds its product. Read apart (index probes, usually no row), so a search without a
 * code match runs the name query alone: an OR of a name and a subquery in one WHERE would read every product of the
 * shop.
 */
export async function productIdsWithCode(db: Database, shopId: number, query: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: productVariants.productId })
    .from(productVariants)
    .where(hasCode(shopId, query));
  return rows.map((row) => row.id);
}

/** Whether the name or Bengali name contains the query (any case), or the product is one of `codeMatches`. */
export function matchesSearch(query: string, codeMatches: readonly number[]): SQL {
  const name = nameLike(`%${escapeLike(query.trim())}%`);
  return codeMatches.length === 0 ? name : sql`(${name} or ${inArray(products.id, [...codeMatches])})`;
}

/** The columns of ProductCardRow: a search page reads no description, timestamps or search columns. */
const productCardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  bnName: products.bnName,
  imageKey: products.imageKey,
  sellingPricePaisa: products.sellingPricePaisa,
  discountHundredths: products.discountHundredths,
  discountType: products.discountType,
  stock: products.stock,
  categoryId: products.categoryId,
  pricePaisa: products.pricePaisa,
  maxPricePaisa: products.maxPricePaisa,
  options: products.options,
} satisfies { [K in keyof ProductCardRow]: unknown };

/**
 * Products whose name or Bengali name contains the query, or with a variant whose SKU or barcode is the query:
 * code matches and names starting with the query first, then best sellers. One statement reads each match of this shop once (the trigram indexes lead with
 * shop_id; the prefix matches come from the pattern btrees), ranks them as narrow rows, counts them
 * in the same pass (the page's total) and reads the page's products last. No index serves this
 * order, on purpose: with one, PostgreSQL may walk the shop's best sellers hoping to fill the page
 * early, which becomes a scan of the whole shop when it guessed the matches too many. A query under
 * 3 characters has no trigram and reads all the shop's products.
 */
export async function searchProducts(
  db: Database,
  shopId: number,
  query: string,
  page: PaginationQuery,
): Promise<Page<ProductCardRow>> {
  const text = escapeLike(query.trim());
  const inShop = eq(products.shopId, shopId);
  const codeMatches = await productIdsWithCode(db, shopId, query);
  const byCode = codeMatches.length === 0 ? undefined : inArray(products.id, codeMatches);
  const startsWith = db
    .select({ id: products.id })
    .from(products)
    .where(and(inShop, or(nameLike(`${text}%`), byCode)));
  const ranked = db
    .select({
      id: products.id,
      soldCount: products.soldCount,
      startsWith: sql<boolean>`${products.id} in ${startsWith}`.as('starts_with'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(products)
    .where(and(inShop, matchesSearch(query, codeMatches)))
    .orderBy(sql`starts_with desc`, desc(products.soldCount), desc(products.id))
    .limit(page.per_page)
    .offset(offsetOf(page))
    .as('ranked');
  const found = await db
    .select({ product: productCardColumns, total: ranked.total })
    .from(ranked)
    .innerJoin(products, eq(products.id, ranked.id))
    // An unpublished shop's products are not for shoppers (decision 161).
    .innerJoin(shops, and(eq(shops.id, products.shopId), eq(shops.public, true)))
    .orderBy(desc(ranked.startsWith), desc(ranked.soldCount), desc(ranked.id));
  if (found.length > 0) return { rows: found.map((row) => row.product), total: found[0]!.total };
  // No row: an unknown or unpublished shop (404), no match, or a page past the last match.
  await requireShop(db, shopId, { shoppers: true });
  if (page.page === 1) return { rows: [], total: 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .where(and(inShop, matchesSearch(query, codeMatches)));
  return { rows: [], total: counted?.total ?? 0 };
}

/** The variants of these products, in each product's order. */
export function readVariants(db: Database, productIds: number[]): Promise<ProductVariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** The shop's product with this slug, or 404. */
export async function requireProductBySlug(db: Database, shopId: number, slug: string): Promise<ProductRow> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.slug, slug)))
    .limit(1);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

export interface ProductDetailRows {
  shop: ShopRow;
  product: ProductRow;
  images: ProductImageRow[];
  variants: ProductVariantRow[];
  category: { category: CategoryRow; productCount: number } | null;
  ratingAverage: number;
  ratingCount: number;
}

export async function getProductDetail(
  db: Database,
  shopId: number,
  slug: string,
  audience: ShopAudience = {},
): Promise<ProductDetailRows> {
  const shop = await requireShop(db, shopId, audience);
  const product = await requireProductBySlug(db, shopId, slug);
  const [images, variants, categoryRows, [rating]] = await Promise.all([
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    readVariants(db, [product.id]),
    product.categoryId === null
      ? Promise.resolve([])
      : db
          .select({ category: categories, productCount: count(products.id) })
          .from(categories)
          .leftJoin(products, eq(products.categoryId, categories.id))
          .where(and(eq(categories.id, product.categoryId), eq(categories.shopId, shopId)))
          .groupBy(categories.id),
    db
      .select({ average: avg(reviews.rating).mapWith(Number), total: count() })
      .from(reviews)
      .where(eq(reviews.productId, product.id)),
  ]);
  return {
    shop,
    product,
    images,
    variants,
    category: categoryRows[0] ?? null,
    ratingAverage: rating?.average ?? 0,
    ratingCount: rating?.total ?? 0,
  };
}
