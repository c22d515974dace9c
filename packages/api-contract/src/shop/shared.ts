/** Schemas several endpoints of this table share. */
import * as v from 'valibot';
import { pathTextParam } from '@haat/domain/schemas';

export const productSlugParams = v.object({ product_slug: pathTextParam(200) });
