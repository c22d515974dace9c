/** Schemas several endpoints of this table share. */
import * as v from 'valibot';
import { recordIdParam } from '@haat/domain/schemas';

export const idParams = v.object({ id: recordIdParam });

export const customerIdParams = v.object({ customer_id: recordIdParam });
