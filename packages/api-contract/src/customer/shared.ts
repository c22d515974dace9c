/** Schemas several endpoints of this table share. */
import * as v from 'valibot';
import { productSchema, recordIdParam } from '@haat/domain/schemas';

export const idParams = v.object({ id: recordIdParam });

export const productIdParams = v.object({ product_id: recordIdParam });

export const wishlist = v.array(productSchema);
