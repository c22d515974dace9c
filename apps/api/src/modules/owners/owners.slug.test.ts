/**
 * `GET /api/admin/v3/auth/register/slug/{slug}`: the sign-up form's live check of a shop address. A free slug is a
 * 200 like a taken one (no 404 for the browser to log); reserved slugs count as taken, as registration refuses them.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slugAvailabilitySchema, type SlugAvailability } from '@haat/domain/schemas';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createShop, uniqueMobile } from '../../../test/fixtures.ts';
import { registerOwnerOverHttp } from '../../../test/sign-up.ts';
import { RATE_LIMIT_POLICIES } from '../../platform/http/rate-limit.ts';
import { RESERVED_SHOP_SLUGS } from './reserved-slugs.ts';

const CHECK = '/api/admin/v3/auth/register/slug';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const check = (slug: string, context = ctx) =>
  context.request<SlugAvailability>('GET', `${CHECK}/${encodeURIComponent(slug)}`);

async function availability(slug: string): Promise<SlugAvailability> {
  const res = await check(slug);
  expect(res.status, res.text).toBe(200);
  return v.parse(slugAvailabilitySchema, res.body.data);
}

describe('GET /api/admin/v3/auth/register/slug/{slug}', () => {
  it("answers a free slug as available and a shop's slug (published or not) as taken, both with 200", async () => {
    const published = await createShop(ctx, { slug: 'rupa-fashion', public: true });
    const unpublished = await createShop(ctx, { slug: 'rupa-books', public: false });
    expect(await availability('rupa-sarees')).toEqual({ slug: 'rupa-sarees', available: true });
    expect(await availability(published.slug)).toEqual({ slug: 'rupa-fashion', available: false });
    expect(await availability(unpublished.slug)).toEqual({ slug: 'rupa-books', available: false });
  });

  it('counts every reserved slug as taken, as registration does', async () => {
    expect(RESERVED_SHOP_SLUGS.size).toBeGreaterThan(10);
    for (const slug of RESERVED_SHOP_SLUGS) expect(await availability(slug), slug).toEqual({ slug, available: false });
  });

  it('says what registration then does: free until a shop takes it', async () => {
    expect((await availability('nodir-dhar')).available).toBe(true);
    const registered = await registerOwnerOverHttp(ctx, {
      name: 'Nodi Akter',
      mobile: uniqueMobile(),
      password: 'shop1234',
      shop_name: 'নদীর ধার',
      shop_slug: 'nodir-dhar',
    });
    expect(registered.status, registered.text).toBe(201);
    expect((await availability('nodir-dhar')).available).toBe(false);
  });

  it('refuses what is not a slug with 422 on slug, in the caller’s language', async () => {
    for (const slug of ['Rupa Fashion', 'ab', 'rupa_fashion', "x' or '1'='1", 'রূপা', 'a'.repeat(80)]) {
      const res = await check(slug);
      expect(res.status, slug).toBe(422);
      expect(res.body.errors, slug).toEqual({ slug: ['validation.slug_invalid'] });
    }
  });

  it('is rate-limited per client address: 429 with Retry-After once its budget is spent', async () => {
    const own = await createTestContext();
    try {
      const budget = RATE_LIMIT_POLICIES.slugCheck.byClient.points;
      for (let n = 0; n < budget; n++) expect((await check(`free-slug-${n}`, own)).status).toBe(200);
      const refused = await check('one-more', own);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});
