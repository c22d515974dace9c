import { Hono } from 'hono';
import * as v from 'valibot';
import { mobileField } from '@haat/domain/fields';
import type { AppEnv } from '../../lib/app-env.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { describe } from '../../lib/openapi.ts';
import { lastSmsTo } from '../../lib/sms/log-sms.ts';
import { validate } from '../../lib/validate.ts';

const lastSmsSchema = v.object({ to: v.string(), text: v.string(), code: v.nullable(v.string()) });

/** The first 6-digit number in a text: the one-time code of the messages this API sends. */
export function codeInText(text: string): string | null {
  return /(?<!\d)\d{6}(?!\d)/u.exec(text)?.[0] ?? null;
}

/**
 * `/api/dev` (never mounted in production): what the development SMS sender sent, so
 * end-to-end tests can read a one-time code.
 */
export const devSmsRoutes = new Hono<AppEnv>().get(
  '/sms/last',
  describe({
    tags: ['development'],
    summary: 'The last SMS sent to a number (development only)',
    description:
      'Only when SMS_GATEWAY=log and NODE_ENV is not production; not mounted at all in production, and 404 with any ' +
      'other SMS gateway or when nothing was sent to the number since the API started. `code` is the 6-digit ' +
      'one-time code in the text (null when there is none). The storefront’s end-to-end tests read the password ' +
      'reset code here.',
    data: lastSmsSchema,
    errors: [404, 422],
  }),
  validate('query', v.object({ to: mobileField }, 'validation.mobile_required')),
  (c) => {
    if (c.get('config').sms.driver !== 'log') throw notFound();
    const { to } = c.req.valid('query');
    const text = lastSmsTo(to);
    if (text === undefined) throw notFound('No SMS was sent to this number');
    return ok(c, { to, text, code: codeInText(text) });
  },
);
