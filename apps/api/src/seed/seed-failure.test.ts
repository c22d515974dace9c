/** A seed that cannot store its pictures writes nothing and leaves no picture behind. */
import { existsSync, readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { owners, shops } from '../platform/db/schema.ts';
import type { ImageStorage } from '../platform/storage/storage.ts';
import { seedDemoData } from './seed.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

it('fails as a whole when the image storage fails part way', async () => {
  if (ctx.config.images.driver !== 'local') throw new Error('the test context stores images locally');
  const dir = ctx.config.images.dir;
  let puts = 0;
  const failing: ImageStorage = {
    ...ctx.storage,
    async put(key, body, contentType) {
      // Fails part way, also between the variants of one image (storeImage deletes the ones it stored).
      puts += 1;
      if (puts > 10) throw new Error('the bucket is gone');
      await ctx.storage.put(key, body, contentType);
    },
  };

  await expect(seedDemoData(ctx.db, failing)).rejects.toThrow('the bucket is gone');

  expect((await ctx.db.select({ n: count() }).from(shops))[0]!.n).toBe(0);
  expect((await ctx.db.select({ n: count() }).from(owners))[0]!.n).toBe(0);
  const left = existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
  expect(left).toEqual([]);
}, 120_000);
