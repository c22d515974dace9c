/**
 * Owners end their sessions: sign-out revokes the token on the server, the owner sees and ends the
 * others, and a password change ends every session but the one that made it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerSessionInfoSchema } from '@haat/domain/schemas';
import * as v from 'valibot';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createShop, FIXTURE_PASSWORD, insertOwner } from '../../../test/fixtures.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function signedInTwice() {
  const owner = await insertOwner(ctx);
  const shop = await createShop(ctx, { ownerId: owner.id });
  const login = async (agent: string) => {
    const res = await ctx.request<{ token: string }>('POST', '/api/admin/v3/auth/login', {
      body: { mobile: owner.mobile, password: FIXTURE_PASSWORD },
      headers: { 'user-agent': agent },
    });
    expect(res.status).toBe(200);
    return res.body.data.token;
  };
  return { owner, shop, phone: await login('Phone browser'), laptop: await login('Laptop browser') };
}

const onlineShop = (token: string, shopId: number) =>
  ctx.request('GET', '/api/admin/v3/online-shop', { token, query: { shop_id: shopId } });

describe('owner sessions', () => {
  it(
    'the attack: a token copied before sign-out stops working once the owner signs out',
    async () => {
      const { shop, phone, laptop } = await signedInTwice();
      const out = await ctx.request('POST', '/api/admin/v3/auth/logout', { token: phone, query: { shop_id: shop.id } });
      expect(out.status).toBe(200);
      expect((await onlineShop(phone, shop.id)).status).toBe(401);
      expect((await onlineShop(laptop, shop.id)).status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    "lists the owner's live sessions without their tokens, and ends one from another",
    async () => {
      const { shop, phone, laptop } = await signedInTwice();
      const list = await ctx.request<unknown[]>('GET', '/api/admin/v3/auth/sessions', {
        token: laptop,
        query: { shop_id: shop.id },
      });
      expect(list.status).toBe(200);
      const sessions = v.parse(v.array(ownerSessionInfoSchema), list.body.data);
      expect(sessions.map((session) => [session.user_agent, session.current])).toEqual([
        ['Laptop browser', true],
        ['Phone browser', false],
      ]);
      expect(list.text).not.toMatch(/"token"/u);

      const phoneSession = sessions.find((session) => !session.current)!;
      const ended = await ctx.request('DELETE', `/api/admin/v3/auth/sessions/${phoneSession.id}`, {
        token: laptop,
        query: { shop_id: shop.id },
      });
      expect(ended.status).toBe(200);
      expect((await onlineShop(phone, shop.id)).status).toBe(401);
      const again = await ctx.request('DELETE', `/api/admin/v3/auth/sessions/${phoneSession.id}`, {
        token: laptop,
        query: { shop_id: shop.id },
      });
      expect(again.status).toBe(404);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    "cannot end another owner's session",
    async () => {
      const mine = await signedInTwice();
      const theirs = await signedInTwice();
      const theirList = await ctx.request<{ id: number }[]>('GET', '/api/admin/v3/auth/sessions', {
        token: theirs.phone,
        query: { shop_id: theirs.shop.id },
      });
      const res = await ctx.request('DELETE', `/api/admin/v3/auth/sessions/${theirList.body.data[0]!.id}`, {
        token: mine.phone,
        query: { shop_id: mine.shop.id },
      });
      expect(res.status).toBe(404);
      expect((await onlineShop(theirs.phone, theirs.shop.id)).status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );

  it(
    'the attack: after a password change, a stolen session of the owner is over',
    async () => {
      const { owner, shop, phone, laptop } = await signedInTwice();
      const change = (body: unknown) =>
        ctx.request('PUT', '/api/admin/v3/auth/password', { token: laptop, query: { shop_id: shop.id }, body });
      const wrong = await change({
        current_password: 'wrong1234',
        password: 'fresh1234',
        password_confirmation: 'fresh1234',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors).toEqual({ current_password: ['validation.current_password_wrong'] });
      expect((await onlineShop(phone, shop.id)).status).toBe(200);

      const changed = await change({
        current_password: FIXTURE_PASSWORD,
        password: 'fresh1234',
        password_confirmation: 'fresh1234',
      });
      expect(changed.status).toBe(200);
      expect((await onlineShop(phone, shop.id)).status).toBe(401);
      expect((await onlineShop(laptop, shop.id)).status).toBe(200);
      const login = (password: string) =>
        ctx.request('POST', '/api/admin/v3/auth/login', { body: { mobile: owner.mobile, password } });
      expect((await login(FIXTURE_PASSWORD)).status).toBe(401);
      expect((await login('fresh1234')).status).toBe(200);
    },
    HASHING_TIMEOUT_MS,
  );
});
