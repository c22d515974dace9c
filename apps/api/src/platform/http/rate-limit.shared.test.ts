/**
 * Two API instances on one PostgreSQL database count against the same budgets: failed logins spread over
 * both are refused at the policy's count, as on one instance. (The embedded database serves one process.)
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, sendRequest, type TestContext } from '../../../test/context.ts';
import { createCustomer, createShop } from '../../../test/fixtures.ts';
import { HASHING_TIMEOUT_MS } from '../../../test/timeouts.ts';
import { createApp } from '../../app.ts';
import { createRateLimits, RATE_LIMIT_POLICIES } from './rate-limit.ts';

const onPostgres = inject('testDatabase').engine === 'postgres';
let ctx: TestContext;
let second: ServerType;
let secondUrl: string;
beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestContext();
  // Another instance: its own app, limits and login guard, on the same database.
  const app = createApp({ ...ctx.deps, rateLimits: createRateLimits(ctx.config.trustProxy, ctx.db) });
  second = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => second.once('listening', resolve));
  secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (second ? second.close(() => resolve()) : resolve()));
  await ctx?.close();
});

describe.skipIf(!onPostgres)('budgets across API instances (PostgreSQL only)', () => {
  it(
    'failed logins alternating between two instances are refused at the one global count',
    async () => {
      const shop = await createShop(ctx);
      const { customer } = await createCustomer(ctx, { shop });
      const body = { shop_id: shop.id, mobile: customer.mobile, password: 'not-the-password' };
      const allowed = RATE_LIMIT_POLICIES.login.byAccount.points;
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= allowed; attempt += 1) {
        const baseUrl = attempt % 2 === 0 ? ctx.baseUrl : secondUrl;
        statuses.push((await sendRequest(baseUrl, 'POST', '/api/shop/auth/login', { body })).status);
      }
      expect(statuses).toEqual([...Array<number>(allowed).fill(401), 429]);
      // The refusal holds on both instances.
      for (const baseUrl of [ctx.baseUrl, secondUrl])
        expect((await sendRequest(baseUrl, 'POST', '/api/shop/auth/login', { body })).status).toBe(429);
    },
    HASHING_TIMEOUT_MS,
  );
});
