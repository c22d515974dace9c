import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { insertOwner } from '../../../test/fixtures.ts';
import { isConnectionError, isOutOfRangeInput, isUniqueViolation } from './errors.ts';
import { openPostgres } from './client.ts';
import { sql } from 'drizzle-orm';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('database errors', () => {
  it('recognise a unique violation by constraint, on this engine', async () => {
    await insertOwner(ctx, { mobile: '01799999999' });
    const error = await insertOwner(ctx, { mobile: '01799999999' }).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'owners_mobile_unique')).toBe(true);
    expect(isUniqueViolation(error, 'shops_slug_unique')).toBe(false);
    expect(isConnectionError(error)).toBe(false);
  });

  it('recognise text the database cannot store (a NUL character) as bad input, on this engine', async () => {
    const error = await insertOwner(ctx, { name: 'Kar\u0000im' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isOutOfRangeInput(error)).toBe(true);
    expect(isConnectionError(error)).toBe(false);
  });

  it('recognise an unreachable server, however wrapped', async () => {
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/haat', {
      poolMax: 1,
      connectionTimeoutMillis: 500,
    });
    const error = await unreachable.db.execute(sql`select 1`).catch((caught: unknown) => caught);
    await unreachable.close();
    expect(isConnectionError(error)).toBe(true);
    expect(isConnectionError(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '57P01' }) }))).toBe(
      true,
    );
    expect(isConnectionError(new Error('syntax error'))).toBe(false);
  });
});
