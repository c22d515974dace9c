import { Hono } from 'hono';
import * as v from 'valibot';
import { deliveryPackageBodySchema, deliveryPackageSchema } from '@haat/domain/schemas';
import type { AppEnv } from '../../../lib/app-env.ts';
import { requireAdmin } from '../../../lib/auth/admin-token.ts';
import { created, ok } from '../../../lib/envelope.ts';
import { validate } from '../../../lib/validate.ts';
import { serializeDeliveryPackage } from '../../../serializers/delivery-package.ts';
import { listDeliveryPackages } from '../../shops/shops.service.ts';
import { adminDoc } from '../admin-doc.ts';
import { idParamSchema } from '../admin-params.ts';
import { objectBody } from '../body-schema.ts';
import { createDeliveryPackage, deleteDeliveryPackage, updateDeliveryPackage } from './delivery-packages.service.ts';

/** The package body with the field-level "required" messages of every other request body. */
const packageBody = objectBody(deliveryPackageBodySchema.entries);

export const deliveryPackagesRoutes = new Hono<AppEnv>()
  .get(
    '/delivery-packages',
    adminDoc({ summary: "The shop's delivery packages in checkout order", data: v.array(deliveryPackageSchema) }),
    requireAdmin,
    async (c) => {
      const rows = await listDeliveryPackages(c.get('db'), c.get('admin').shopId);
      return ok(c, rows.map(serializeDeliveryPackage));
    },
  )
  .post(
    '/delivery-packages',
    adminDoc({ summary: 'Add a delivery package', data: deliveryPackageSchema, status: 201, errors: [422] }),
    requireAdmin,
    validate('json', packageBody),
    async (c) => {
      const row = await createDeliveryPackage(c.get('db'), c.get('admin').shopId, c.req.valid('json'));
      return created(c, serializeDeliveryPackage(row), 'Delivery package added');
    },
  )
  .put(
    '/delivery-packages/:id',
    adminDoc({ summary: 'Change a delivery package', data: deliveryPackageSchema, errors: [404, 422] }),
    requireAdmin,
    validate('param', idParamSchema),
    validate('json', packageBody),
    async (c) => {
      const row = await updateDeliveryPackage(c.get('db'), c.get('admin').shopId, c.req.valid('param').id, c.req.valid('json'));
      return ok(c, serializeDeliveryPackage(row), 'Delivery package saved');
    },
  )
  .delete(
    '/delivery-packages/:id',
    adminDoc({
      summary: "Delete a delivery package (orders keep its name and charge; the shop's last one stays: 409)",
      data: v.null(),
      errors: [404, 409, 422],
    }),
    requireAdmin,
    validate('param', idParamSchema),
    async (c) => {
      await deleteDeliveryPackage(c.get('db'), c.get('admin').shopId, c.req.valid('param').id);
      return ok(c, null, 'Delivery package deleted');
    },
  );
