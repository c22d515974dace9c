import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { isConnectionError, isOutOfRangeInput } from '../db/errors.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './envelope.ts';
import { HttpError, VALIDATION_MESSAGE } from './errors.ts';
import { reportError } from '../observability/error-reports.ts';
import { errorFields } from '../observability/logger.ts';

export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable, please try again';
export const SERVER_ERROR = 'Something went wrong, please try again later';

/** Every error as `{ status, message, errors? }`; never a stack trace. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    return c.json(errorBody(error.status, error.message, error.errors), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = /malformed json/iu.test(error.message)
      ? 'The request body is not valid JSON'
      : error.message || 'Bad request';
    return c.json(errorBody(status, message), status);
  }
  const logger = c.get('logger');
  if (isConnectionError(error)) {
    logger?.warn('database unavailable', { request_id: c.get('requestId'), ...errorFields(error) });
    return c.json(errorBody(503, SERVICE_UNAVAILABLE), 503);
  }
  if (isOutOfRangeInput(error)) {
    logger?.warn('input out of range for the database', {
      request_id: c.get('requestId'),
      path: c.req.path,
      ...errorFields(error),
    });
    return c.json(errorBody(422, VALIDATION_MESSAGE), 422);
  }
  logger?.error('unhandled error', {
    request_id: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    ...errorFields(error),
  });
  reportError(error, { requestId: c.get('requestId'), route: routePath(c, -1) });
  return c.json(errorBody(500, SERVER_ERROR), 500);
}
