import * as v from 'valibot';
import { countSchema, idSchema, orNull } from './wire.ts';
import { requestBody, optionalText, requiredText } from './rules.ts';

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

export const categoryBodySchema = requestBody({
  name: requiredText({ max: 50 }),
  bn_name: optionalText({ max: 50 }),
  /** An emoji (a few code points: flags and skin tones are more than one). */
  icon: optionalText({ max: 16 }),
});
export type CategoryBody = v.InferOutput<typeof categoryBodySchema>;
