import * as v from 'valibot';

/**
 * The proof of work (ALTCHA, decision 192) an anonymous caller solves before a request that sends a code SMS:
 * `GET /auth/challenge` answers a signed challenge, the client searches the counter whose derived key starts with
 * its `keyPrefix`, and sends `{ challenge, solution }` as base64 JSON in the code request's `altcha` field.
 */

/** The largest `altcha` value accepted (a payload is about 600 characters). */
export const POW_PAYLOAD_MAX_LENGTH = 4000;

/** The `altcha` field of a code request: missing, empty or too long is `validation.pow_failed` like a wrong one. */
export const powField = v.pipe(
  v.string('validation.pow_failed'),
  v.minLength(1, 'validation.pow_failed'),
  v.maxLength(POW_PAYLOAD_MAX_LENGTH, 'validation.pow_failed'),
);

/** A challenge as `altcha-lib` (PoW v2) signs it: the client solves `parameters`, the server checks `signature`. */
export const powChallengeSchema = v.object({
  parameters: v.object({
    algorithm: v.string(),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.string(),
    keySignature: v.optional(v.string()),
    expiresAt: v.optional(v.number()),
  }),
  signature: v.string(),
});
export type PowChallenge = v.InferOutput<typeof powChallengeSchema>;
