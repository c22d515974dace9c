import * as v from 'valibot';
import { idSchema, takaSchema } from './wire.ts';
import { requestBody, requiredText, takaAmount } from './rules.ts';

export const deliveryPackageSchema = v.object({
  id: idSchema,
  name: v.string(),
  charge: takaSchema,
});
export type DeliveryPackage = v.InferOutput<typeof deliveryPackageSchema>;

export const MAX_DELIVERY_CHARGE = 100_000;

export const deliveryPackageBodySchema = requestBody({
  name: requiredText({ max: 100 }),
  charge: takaAmount({ min: 0, max: MAX_DELIVERY_CHARGE }),
});
export type DeliveryPackageBody = v.InferOutput<typeof deliveryPackageBodySchema>;
