import * as devEndpoints from '@haat/api-contract/dev';
import { ContractRouter } from '../../platform/http/contract-route.ts';
import { ok } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { lastSmsTo } from '../../integrations/sms/log-sms.ts';

/** The first 6-digit number in a text: the one-time code of the messages this API sends. */
export function codeInText(text: string): string | null {
  return /(?<!\d)\d{6}(?!\d)/u.exec(text)?.[0] ?? null;
}

/**
 * `/api/dev` (never mounted in production): what the development SMS sender sent, so
 * end-to-end tests can read a one-time code.
 */
export const devSmsDevRoutes = new ContractRouter().endpoint(devEndpoints.lastSms, async (c) => {
  if (c.get('config').sms.driver !== 'log') throw notFound();
  const { to } = c.req.valid('query');
  // Messages are sent by the `sms.send` job, a moment after the request that asked for them.
  await c.get('jobs').settled(c.get('db'));
  const text = lastSmsTo(to);
  if (text === undefined) throw notFound('No SMS was sent to this number');
  return ok(c, { to, text, code: codeInText(text) });
});
