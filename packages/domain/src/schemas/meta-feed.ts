import * as v from 'valibot';
import { recordIdParam } from './queries.ts';
import { orNull } from './wire.ts';

/**
 * A shop's Meta catalogue feed (issue 31 item 4, decision 218): its URLs carry the shop's id and a secret token.
 * Any token text is taken here: a wrong one is the handler's 404, never a validation answer.
 */
export const metaFeedParamsSchema = v.object({ shop_id: recordIdParam, token: v.string('validation.required') });

/** What the owner sees: the feed's two addresses (null until a token is made), and whether Meta can read them now. */
export const metaFeedSchema = v.object({
  csv_url: orNull(v.string()),
  xml_url: orNull(v.string()),
  /** The feed answers only while the shop is published. */
  published: v.boolean(),
});
export type MetaFeed = v.InferOutput<typeof metaFeedSchema>;
