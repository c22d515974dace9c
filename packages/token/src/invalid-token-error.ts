/** Thrown for any admin token that cannot be read (SPEC §5); the messages are jwt-decode's. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}
