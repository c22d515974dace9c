import * as v from 'valibot';
import { requestBody, idField, integerField, optionalText } from './rules.ts';
import { idSchema, orNull, timestampSchema } from './wire.ts';

export const reviewSchema = v.object({
  id: idSchema,
  product_id: idSchema,
  customer_name: v.string(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.string(),
  created_at: timestampSchema,
  product: orNull(
    v.object({
      id: idSchema,
      slug: v.string(),
      name: v.string(),
      bn_name: orNull(v.string()),
      image_url: orNull(v.string()),
    }),
  ),
});
export type Review = v.InferOutput<typeof reviewSchema>;

export const REVIEW_COMMENT_MAX_LENGTH = 1000;

export const reviewBodySchema = requestBody({
  product_id: idField,
  rating: integerField({ min: 1, max: 5, message: 'validation.rating_range' }),
  /** Optional: a rating alone is a review; blank becomes ''. */
  comment: v.optional(
    v.pipe(
      optionalText({ max: REVIEW_COMMENT_MAX_LENGTH }),
      v.transform((comment) => comment ?? ''),
    ),
    '',
  ),
});
export type ReviewBody = v.InferOutput<typeof reviewBodySchema>;
