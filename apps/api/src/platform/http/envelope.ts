import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from './errors.ts';

/** A success answer: `{ status, message, data }` (docs/product/http-contract.md). */
export function ok<T, S extends ContentfulStatusCode = 200>(c: Context, data: T, message = 'OK', status?: S) {
  const code = (status ?? 200) as S;
  return c.json({ status: code, message, data }, code);
}

/** 201 Created with the new record. */
export function created<T>(c: Context, data: T, message = 'Created') {
  return ok(c, data, message, 201);
}

export interface ErrorBody {
  status: number;
  message: string;
  errors?: FieldErrors;
}

export function errorBody(status: number, message: string, errors?: FieldErrors): ErrorBody {
  return errors ? { status, message, errors } : { status, message };
}
