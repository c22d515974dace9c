import * as v from 'valibot';
import { deliveryZones } from '../delivery-zones.ts';
import { idSchema, orNull, takaSchema } from './wire.ts';
import { requestBody, requiredText, takaAmount } from './rules.ts';

export const deliveryPackageSchema = v.object({
  id: idSchema,
  name: v.string(),
  charge: takaSchema,
  /** The zone it delivers to (@haat/domain/delivery-zones); null: any address, or the places it names. */
  zone: orNull(v.picklist(deliveryZones)),
  /** The districts and areas the owner named for it (decision 244); [] when it goes by its zone. */
  places: v.optional(v.array(v.object({ district: v.string(), area: orNull(v.string()) })), []),
  /** What each 500 g begun beyond the first adds to the charge (@haat/domain/delivery-charge); null: nothing. */
  weight_step: v.optional(orNull(takaSchema), null),
});
export type DeliveryPackage = v.InferOutput<typeof deliveryPackageSchema>;

export const MAX_DELIVERY_CHARGE = 100_000;

/** Places one package may name: a shop's own list of districts and areas, not the whole country's. */
export const MAX_PACKAGE_PLACES = 100;

const packagePlaceSchema = v.object(
  {
    district: requiredText({ max: 60 }),
    area: v.optional(v.nullable(v.pipe(v.string('validation.invalid_format'), v.trim(), v.maxLength(80))), null),
  },
  'validation.invalid_format',
);

/**
 * A package delivers to a zone, or to the districts and areas the owner names (then without a zone), or anywhere.
 * That each place is one of Bangladesh's is checked by the API (the list of places stays out of the pages' code).
 */
export const deliveryPackageBodySchema = v.pipe(
  requestBody({
    name: requiredText({ max: 100 }),
    charge: takaAmount({ min: 0, max: MAX_DELIVERY_CHARGE }),
    zone: v.optional(v.nullable(v.picklist(deliveryZones, 'validation.invalid_format')), null),
    weight_step: v.optional(v.nullable(takaAmount({ min: 0, max: MAX_DELIVERY_CHARGE })), null),
    places: v.optional(
      v.pipe(
        v.array(packagePlaceSchema, 'validation.invalid_format'),
        v.maxLength(MAX_PACKAGE_PLACES, 'validation.max_length'),
      ),
      [],
    ),
  }),
  v.forward(
    v.check((body) => body.zone === null || body.places.length === 0, 'validation.invalid_format'),
    ['places'],
  ),
);
export type DeliveryPackageBody = v.InferOutput<typeof deliveryPackageBodySchema>;
