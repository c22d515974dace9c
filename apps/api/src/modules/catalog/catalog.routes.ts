import { Hono } from 'hono';
import * as v from 'valibot';
import {
  categorySchema,
  paginatorSchema,
  productDetailSchema,
  productListQuerySchema,
  productSchema,
  reviewSchema,
  shopPageQuerySchema,
  shopQuerySchema,
} from '@haat/domain/schemas';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { describe } from '../../lib/openapi.ts';
import { paginator } from '../../lib/paginate.ts';
import { validate } from '../../lib/validate.ts';
import { serializeCategory } from '../../serializers/category.ts';
import { serializeProduct, serializeProductDetail } from '../../serializers/product.ts';
import { serializeReview } from '../../serializers/review.ts';
import {
  getProductDetail,
  listCategories,
  listProductReviews,
  listProducts,
  searchProducts,
} from './catalog.service.ts';

export const SEARCH_QUERY_MAX_LENGTH = 100;

const slugParam = v.object({
  product_slug: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(200, 'validation.max_length')),
});
const searchParam = v.object({
  query: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(SEARCH_QUERY_MAX_LENGTH, 'validation.max_length'),
  ),
});

/** Shop base (`/api/shop`): categories, product lists, search, product details and reviews. */
export const catalogRoutes = new Hono<AppEnv>()
  .get(
    '/product/product_sub_categories',
    describe({ tags: ['catalog'], summary: "A shop's categories", data: v.array(categorySchema), errors: [404, 422] }),
    validate('query', shopQuerySchema),
    async (c) => {
      const rows = await listCategories(c.get('db'), c.req.valid('query').shop_id);
      return ok(
        c,
        rows.map((row) => serializeCategory(row.category, row.productCount)),
      );
    },
  )
  .get(
    '/products/search/:query',
    describe({
      tags: ['catalog'],
      summary: 'Products whose name or Bengali name contains the query (any case)',
      data: paginatorSchema(productSchema),
      errors: [404, 422],
    }),
    validate('param', searchParam),
    validate('query', shopPageQuerySchema),
    async (c) => {
      const { shop_id, ...page } = c.req.valid('query');
      const result = await searchProducts(c.get('db'), shop_id, c.req.valid('param').query, page);
      return ok(c, paginator(result.rows.map((row) => serializeProduct(row, c.get('storage'))), result.total, page));
    },
  )
  .get(
    '/products',
    describe({ tags: ['catalog'], summary: "A page of a shop's products", data: paginatorSchema(productSchema), errors: [404, 422] }),
    validate('query', productListQuerySchema),
    async (c) => {
      const { shop_id, ...options } = c.req.valid('query');
      const result = await listProducts(c.get('db'), shop_id, options);
      return ok(c, paginator(result.rows.map((row) => serializeProduct(row, c.get('storage'))), result.total, options));
    },
  )
  .get(
    '/product/:product_slug',
    describe({ tags: ['catalog'], summary: 'A product with images, category and rating', data: productDetailSchema, errors: [404, 422] }),
    validate('param', slugParam),
    validate('query', shopQuerySchema),
    async (c) => {
      const detail = await getProductDetail(c.get('db'), c.req.valid('query').shop_id, c.req.valid('param').product_slug);
      const category = detail.category && serializeCategory(detail.category.category, detail.category.productCount);
      return ok(c, serializeProductDetail(detail.product, { ...detail, category }, c.get('storage')));
    },
  )
  .get(
    '/product/:product_slug/reviews',
    describe({ tags: ['catalog'], summary: "A page of a product's reviews, newest first", data: paginatorSchema(reviewSchema), errors: [404, 422] }),
    validate('param', slugParam),
    validate('query', shopPageQuerySchema),
    async (c) => {
      const { shop_id, ...page } = c.req.valid('query');
      const result = await listProductReviews(c.get('db'), shop_id, c.req.valid('param').product_slug, page);
      const reviews = result.rows.map((row) => serializeReview(row, result.product, c.get('storage')));
      return ok(c, paginator(reviews, result.total, page));
    },
  );
