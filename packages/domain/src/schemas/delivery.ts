import * as v from 'valibot';
import { deliveryZones } from '../delivery-zones.ts';
import { idSchema, orNull, takaSchema } from './wire.ts';
import { requestBody, requiredText, takaAmount } from './rules.ts';

export const deliveryPackageSchema = v.object({
  id: idSchema,
  name: v.string(),
  charge: takaSchema,
  /** The zone it delivers to (@haat/domain/delivery-zones); null: any address. */
  zone: orNull(v.picklist(deliveryZones)),
});
export type DeliveryPackage = v.InferOutput<typeof deliveryPackageSchema>;

export const MAX_DELIVERY_CHARGE = 100_000;

export const deliveryPackageBodySchema = requestBody({
  name: requiredText({ max: 100 }),
  charge: takaAmount({ min: 0, max: MAX_DELIVERY_CHARGE }),
  zone: v.optional(v.nullable(v.picklist(deliveryZones, 'validation.invalid_format')), null),
});
export type DeliveryPackageBody = v.InferOutput<typeof deliveryPackageBodySchema>;
