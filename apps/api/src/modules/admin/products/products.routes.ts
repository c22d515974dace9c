import { Hono } from 'hono';
import * as v from 'valibot';
import {
  adminProductListQuerySchema,
  paginatorSchema,
  productBodySchema,
  productDetailSchema,
  productSchema,
} from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { paginator } from '../../../lib/paginate.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeCategory } from '../../../serializers/category.ts';
import { serializeProduct, serializeProductDetail } from '../../../serializers/product.ts';
import { adminDoc } from '../admin-doc.ts';
import { idParamSchema } from '../admin-params.ts';
import { imageFormSchema } from '../image-upload.ts';
import {
  addProductImage,
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from './products.service.ts';

export const productsRoutes = new Hono<AppEnv>()
  .get(
    '/products',
    adminDoc({
      summary: "A page of the shop's products, newest first; `search` matches the name or Bengali name",
      data: paginatorSchema(productSchema),
      errors: [404, 422],
    }),
    requireAdmin,
    validate('query', adminProductListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const result = await listAdminProducts(c.get('db'), c.get('admin').shopId, query);
      return ok(c, paginator(result.rows.map((row) => serializeProduct(row, c.get('storage'))), result.total, query));
    },
  )
  .post(
    '/products',
    adminDoc({ summary: 'Add a product (slug made from the name, unique in the shop)', data: productSchema, status: 201, errors: [404, 422] }),
    requireAdmin,
    validate('json', productBodySchema),
    async (c) => {
      const row = await createProduct(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
      return created(c, serializeProduct(row, c.get('storage')), 'Product added');
    },
  )
  .get(
    '/products/:id',
    adminDoc({ summary: 'A product with description, images, category and rating', data: productDetailSchema, errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    async (c) => {
      const detail = await getAdminProduct(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
      const category = detail.category && serializeCategory(detail.category.category, detail.category.productCount);
      return ok(c, serializeProductDetail(detail.product, { ...detail, category }, c.get('storage')));
    },
  )
  .put(
    '/products/:id',
    adminDoc({ summary: 'Change a product (its slug stays)', data: productSchema, errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    validate('json', productBodySchema),
    async (c) => {
      const row = await updateProduct(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, c.req.valid('json'));
      return ok(c, serializeProduct(row, c.get('storage')), 'Product saved');
    },
  )
  .delete(
    '/products/:id',
    adminDoc({ summary: 'Delete a product; orders that hold it keep their lines', data: v.null(), errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    async (c) => {
      await deleteProduct(c.var, c.get('admin').shopId, c.req.valid('param').id);
      return ok(c, null, 'Product deleted');
    },
  )
  .post(
    '/products/:id/image',
    adminDoc({
      summary: "Add a product image (multipart `image`; WebP plus a card variant); the first becomes the product's main image",
      data: productSchema,
      errors: [404, 413, 422],
    }),
    requireAdmin,
    validate('param', idParamSchema),
    validate('form', imageFormSchema),
    async (c) => {
      const row = await addProductImage(c.var, c.get('admin').shopId, c.req.valid('param').id, c.req.valid('form').image);
      return ok(c, serializeProduct(row, c.get('storage')), 'Image added');
    },
  );
