import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/**
 * An error a service throws to answer with an error envelope `{ status, message, errors? }`.
 * The message is shown to users: say what went wrong, never how the server works.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unauthorized = (message = 'Session expired, please login again') => new HttpError(401, message);
export const forbidden = (message = 'This action is not allowed for this shop') => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A 422 with one or more fields' message ids (@haat/domain/messages). */
export const invalid = (errors: FieldErrors, message = VALIDATION_MESSAGE) => new HttpError(422, message, errors);
