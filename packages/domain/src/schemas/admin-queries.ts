import * as v from 'valibot';
import { paginationQuerySchema, recordIdParam } from './queries.ts';
import { requestBody } from './rules.ts';

/** Query strings of the admin's lists (admin v3). */

export const orderTabs = ['ongoing', 'completed'] as const;
export const orderTabSchema = v.picklist(orderTabs, 'validation.invalid_format');

const searchParam = v.optional(
  v.pipe(
    v.string('validation.invalid_format'),
    v.trim(),
    v.maxLength(100, 'validation.max_length'),
    v.transform((search) => search || undefined),
  ),
);

/** `GET /orders` (admin v3). */
export const adminOrderListQuerySchema = requestBody({
  tab: v.optional(orderTabSchema, 'ongoing'),
  search: searchParam,
  ...paginationQuerySchema.entries,
});
export type AdminOrderListQuery = v.InferOutput<typeof adminOrderListQuerySchema>;
export type AdminOrderListQueryInput = v.InferInput<typeof adminOrderListQuerySchema>;

/** `GET /products` (admin v3). */
export const adminProductListQuerySchema = requestBody({
  search: searchParam,
  category_id: v.optional(recordIdParam),
  ...paginationQuerySchema.entries,
});
export type AdminProductListQuery = v.InferOutput<typeof adminProductListQuerySchema>;
export type AdminProductListQueryInput = v.InferInput<typeof adminProductListQuerySchema>;
