import { Hono } from 'hono';
import * as v from 'valibot';
import { categoryBodySchema, categorySchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeCategory } from '../../../serializers/category.ts';
import { listCategories } from '../../catalog/catalog.service.ts';
import { adminDoc } from '../admin-doc.ts';
import { idParamSchema } from '../admin-params.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.service.ts';

export const categoriesRoutes = new Hono<AppEnv>()
  .get(
    '/categories',
    adminDoc({ summary: "The shop's categories, each with its product count", data: v.array(categorySchema) }),
    requireAdmin,
    async (c) => {
      const rows = await listCategories(c.get('db'), c.get('admin').shopId);
      return ok(
        c,
        rows.map((row) => serializeCategory(row.category, row.productCount)),
      );
    },
  )
  .post(
    '/categories',
    adminDoc({ summary: 'Add a category (slug made from the name, unique in the shop)', data: categorySchema, status: 201, errors: [422] }),
    requireAdmin,
    validate('json', categoryBodySchema),
    async (c) => {
      const { category, productCount } = await createCategory(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
      return created(c, serializeCategory(category, productCount), 'Category added');
    },
  )
  .put(
    '/categories/:id',
    adminDoc({ summary: 'Rename a category (its slug stays)', data: categorySchema, errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    validate('json', categoryBodySchema),
    async (c) => {
      const { category, productCount } = await updateCategory(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, c.req.valid('json'));
      return ok(c, serializeCategory(category, productCount), 'Category saved');
    },
  )
  .delete(
    '/categories/:id',
    adminDoc({ summary: 'Delete a category; its products stay, uncategorised', data: v.null(), errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    async (c) => {
      await deleteCategory(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
      return ok(c, null, 'Category deleted');
    },
  );
