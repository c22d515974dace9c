import * as v from 'valibot';
import { orNull } from './wire.ts';

/**
 * A shop's Meta Conversions API (issue 31 item 5, decision 219). The access token is written, never read back: the
 * owner sees whether one is set and what the last send did.
 */
export const metaConversionsSchema = v.object({
  /** The pixel the events go to (the shop's settings); nothing is sent without one. */
  pixel_id: orNull(v.string()),
  /** The shop's test event code (settings), sent with every event while set. */
  test_event_code: orNull(v.string()),
  token_set: v.boolean(),
  /** The verified own domain: events are sent only for orders placed there, where the pixel runs too. */
  own_domain: orNull(v.string()),
  last_sent_at: orNull(v.string()),
  /** Why the last send failed (`auth_failed`, `invalid_request`, `too_old`, …), null after a success. */
  last_error: orNull(v.string()),
});
export type MetaConversions = v.InferOutput<typeof metaConversionsSchema>;

export const META_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,1000}$/u;

/** A new token, or null to remove it. */
export const saveMetaConversionsBodySchema = v.object({
  access_token: v.nullable(
    v.pipe(
      v.string('validation.meta_token_invalid'),
      v.trim(),
      v.regex(META_TOKEN_PATTERN, 'validation.meta_token_invalid'),
    ),
  ),
});
export type SaveMetaConversionsBody = v.InferOutput<typeof saveMetaConversionsBodySchema>;
