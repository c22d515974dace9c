/** Thrown for any admin token that cannot be read (docs/product/rules.md#fields); the messages are jwt-decode's. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}
