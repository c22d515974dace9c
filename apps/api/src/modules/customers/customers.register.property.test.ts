import { count } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRegisterBodySchema } from '@haat/domain/schemas';
import { customers, customerSessions } from '../../platform/db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createShop } from '../../../test/fixtures.ts';
import type { ShopRow } from '../../platform/db/rows.ts';
import { unreachableRateLimits } from '../../../test/rate-limits.ts';

let ctx: TestContext;
let shop: ShopRow;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
  shop = await createShop(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

async function rowCounts() {
  const [[c], [s]] = await Promise.all([
    ctx.db.select({ total: count() }).from(customers),
    ctx.db.select({ total: count() }).from(customerSessions),
  ]);
  return { customers: c!.total, sessions: s!.total };
}

const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constant(''),
  fc.constant('   '),
);

/** Bodies near a valid registration: each field valid, a wrong type, or arbitrary text, or missing. */
const nearlyValidBody = () =>
  fc.record(
    {
      shop_id: fc.oneof(fc.constant(shop.id), fc.integer(), junk, text),
      name: fc.oneof(fc.constant('Karim Ahmed'), text, junk),
      mobile: fc.oneof(fc.stringMatching(/^01[3-9]\d{8}$/u), fc.stringMatching(/^\+?[0-9০-৯ -]{0,16}$/u), text, junk),
      email: fc.oneof(fc.emailAddress(), text, junk),
      password: fc.oneof(fc.constant('secret123'), text, junk),
      password_confirmation: fc.oneof(fc.constant('secret123'), text, junk),
    },
    { requiredKeys: [] },
  );

const isValid = (body: unknown) => v.safeParse(customerRegisterBodySchema, body).success;

describe('POST /api/shop/auth/register with generated bad bodies', () => {
  it('answers 422, never a 5xx, and creates no row', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fc.oneof(nearlyValidBody(), fc.anything()), async (body) => {
        fc.pre(!isValid(body));
        const res = await ctx.request('POST', '/api/shop/auth/register', {
          body: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status).toBe(422);
        expect(res.body.status).toBe(422);
        expect(Object.keys(res.body.errors ?? {}).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 4xx to any raw body text, never a 5xx, and creates no row', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (raw, type) => {
          fc.pre(!isValid(safeJson(raw)));
          const res = await ctx.request('POST', '/api/shop/auth/register', {
            body: raw,
            headers: { 'content-type': type },
          });
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    expect(await rowCounts()).toEqual(before);
  });
});

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
