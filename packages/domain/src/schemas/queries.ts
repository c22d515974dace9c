import * as v from 'valibot';
import { MAX_PER_PAGE } from './envelope.ts';
import { MAX_ID, requestBody, requiredText, typeMessage } from './rules.ts';

/**
 * Query-string schemas: every value arrives as a string, so numbers are coerced here (and only
 * here). A number that is not a positive integer is `validation.invalid_number`.
 */
function positiveIntegerParam() {
  return v.pipe(
    v.union([v.string(), v.number()], typeMessage('validation.invalid_number')),
    v.transform((value) =>
      typeof value === 'number' ? value : /^\s*\d+\s*$/u.test(value) ? Number(value) : Number.NaN,
    ),
    v.safeInteger('validation.invalid_number'),
    v.minValue(1, 'validation.invalid_number'),
    v.maxValue(MAX_ID, 'validation.invalid_number'),
  );
}

/**
 * A record id in the query (`shop_id`, `category_id`) or the path (`/products/{id}`): a positive
 * integer that fits the id columns (at most MAX_ID), else `validation.invalid_number`.
 */
export const recordIdParam = positiveIntegerParam();
const idParam = recordIdParam;

export const DEFAULT_PER_PAGE = 20;

/** `page` defaults to 1; `per_page` defaults to 20 and is capped at MAX_PER_PAGE (a larger value is lowered, not refused). */
export const paginationQuerySchema = v.object({
  page: v.optional(positiveIntegerParam(), 1),
  per_page: v.pipe(
    v.optional(positiveIntegerParam(), DEFAULT_PER_PAGE),
    v.transform((perPage) => Math.min(perPage, MAX_PER_PAGE)),
  ),
});
export type PaginationQuery = v.InferOutput<typeof paginationQuerySchema>;
export type PaginationQueryInput = v.InferInput<typeof paginationQuerySchema>;

export const shopQuerySchema = requestBody({ shop_id: idParam });
export type ShopQuery = v.InferOutput<typeof shopQuerySchema>;

export const productSorts = ['newest', 'best_selling', 'price_asc', 'price_desc'] as const;
export const productSortSchema = v.picklist(productSorts, 'validation.invalid_format');
export type ProductSort = v.InferOutput<typeof productSortSchema>;

/** `GET /products` (shop base). */
export const productListQuerySchema = requestBody({
  shop_id: idParam,
  category_id: v.optional(positiveIntegerParam()),
  sort: v.optional(productSortSchema, 'newest'),
  ...paginationQuerySchema.entries,
});
export type ProductListQuery = v.InferOutput<typeof productListQuerySchema>;
export type ProductListQueryInput = v.InferInput<typeof productListQuerySchema>;

/** `GET /product/{slug}/reviews`, `GET /products/search/{query}`. */
export const shopPageQuerySchema = requestBody({ shop_id: idParam, ...paginationQuerySchema.entries });
export type ShopPageQuery = v.InferOutput<typeof shopPageQuerySchema>;

/** `GET {v2}/getDomainInfo`, `GET {v2}/domain-allowed`. */
export const domainQuerySchema = requestBody({ domain: requiredText({ max: 253 }) });
export type DomainQuery = v.InferOutput<typeof domainQuerySchema>;
