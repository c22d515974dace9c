import * as v from 'valibot';
import { countSchema, idSchema, orNull } from './wire.ts';

export const categorySchema = v.object({
  id: idSchema,
  slug: v.string(),
  name: v.string(),
  bn_name: orNull(v.string()),
  /** An emoji. */
  icon: orNull(v.string()),
  product_count: countSchema,
});
export type Category = v.InferOutput<typeof categorySchema>;
