// The district and area of an order or a saved address as the storefront's forms ask them: one of the 64 districts
// (@haat/domain/districts) and one of its areas (the API checks which). The API keeps both optional (older addresses
// and orders have none), so a form's schema is the API's body schema with these fields in their place
// (`{ ...bodySchema.entries, district: chosenDistrictField, area: chosenAreaField }`).
import * as v from 'valibot';
import { findDistrict } from '@haat/domain/districts';

export const chosenDistrictField = v.pipe(
  v.string('validation.required'),
  v.check((district) => findDistrict(district) !== null, 'validation.required'),
);

export const chosenAreaField = v.pipe(v.string('validation.required'), v.trim(), v.minLength(1, 'validation.required'));
