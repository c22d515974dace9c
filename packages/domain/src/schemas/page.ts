import * as v from 'valibot';

/** The static pages a shop has (`GET /pages/{page}`). */
export const pageSlugs = [
  'about-us',
  'privacy-policy',
  'refund-policy',
  'terms-of-conditions',
  'cancellation-policy',
] as const;
export const pageSlugSchema = v.picklist(pageSlugs);
export type PageSlug = v.InferOutput<typeof pageSlugSchema>;

export const pageSchema = v.object({
  title: v.string(),
  body: v.string(),
});
export type Page = v.InferOutput<typeof pageSchema>;
