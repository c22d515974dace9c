// The district of an order or a saved address as the storefront's forms ask it: one of the 64 (@haat/domain/districts).
// The API keeps the district optional (older addresses and orders have none), so a form's schema is the API's body
// schema with this field in its place (`{ ...bodySchema.entries, district: chosenDistrictField }`).
import * as v from 'valibot';
import { findDistrict } from '@haat/domain/districts';

export const chosenDistrictField = v.pipe(
  v.string('validation.required'),
  v.check((district) => findDistrict(district) !== null, 'validation.required'),
);
