/** Recognising database errors, whichever driver raised them (drizzle wraps them in `cause`). */

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const CONNECTION_MESSAGES = [
  /connection terminated/iu,
  /timeout exceeded when trying to connect/iu,
  /cannot use a pool after calling end/iu,
  /client has encountered a connection error/iu,
  /pglite is closed/iu,
];

function* causes(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current != null && depth < 8; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The database cannot be reached (down, restarting, or out of connections). */
export function isConnectionError(error: unknown): boolean {
  for (const err of causes(error)) {
    const code = codeOf(err);
    if (code !== undefined && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    if (err instanceof AggregateError && err.errors.some(isConnectionError)) return true;
    if (err instanceof Error && CONNECTION_MESSAGES.some((pattern) => pattern.test(err.message))) return true;
  }
  return false;
}

/** A unique constraint was violated; pass its name to check which one. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const err of causes(error)) {
    if (codeOf(err) !== '23505') continue;
    return constraint === undefined || (err as { constraint?: string }).constraint === constraint;
  }
  return false;
}

const BAD_INPUT_CODES = new Set([
  '22003', // numeric_value_out_of_range: an id beyond a 32-bit integer
  '22P02', // invalid_text_representation: text that is not a number
  '22021', // character_not_in_repertoire: a NUL character in text
  '22P05', // untranslatable_character: \u0000 in jsonb
]);

/**
 * A value the database cannot store in its column type, e.g. an id beyond a 32-bit integer or a
 * NUL character in text: bad input that got past validation.
 */
export function isOutOfRangeInput(error: unknown): boolean {
  for (const err of causes(error)) {
    const code = codeOf(err);
    if (code !== undefined && BAD_INPUT_CODES.has(code)) return true;
  }
  return false;
}
