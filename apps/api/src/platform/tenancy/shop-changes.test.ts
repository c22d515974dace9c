/**
 * Several API instances on one PostgreSQL: an owner's change through one instance drops the shop from
 * every instance's lookup cache within a second, also after the listening connection was cut.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Shop } from '@haat/domain/schemas';
import { signedInOwner } from '../../../test/admin-caller.ts';
import { createTestContext, sendRequest, type TestContext } from '../../../test/context.ts';
import { createApp } from '../../app.ts';
import { createShopChanges, type ShopChanges } from './shop-changes.ts';
import { rowsOf } from '../db/types.ts';

const onPostgres = inject('testDatabase').engine === 'postgres';

describe.skipIf(!onPostgres)('shop changes across API instances (PostgreSQL only)', () => {
  let ctx: TestContext;
  let otherChanges: ShopChanges;
  let other: ServerType;
  let otherUrl: string;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { SHOP_CACHE_SECONDS: '60' } });
    // A second instance: its own app, shop cache and LISTEN connection, on the same database.
    otherChanges = createShopChanges(ctx.databaseUrl, ctx.deps.logger);
    const app = createApp({ ...ctx.deps, shopChanges: otherChanges });
    other = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => other.once('listening', resolve));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => other?.close(() => resolve()));
    await otherChanges?.close();
    await ctx?.close();
  });

  const themeSeenByOther = async (slug: string) =>
    (await sendRequest<Shop>(otherUrl, 'GET', `/api/shop/online-shop/${slug}`)).body.data.theme;

  /** Changes the theme through the first instance; how long until the other serves it. */
  async function msUntilOtherSees(admin: Awaited<ReturnType<typeof signedInOwner>>, theme: number): Promise<number> {
    expect((await admin.call('PUT', '/online-shop/theme', { body: { theme } })).status).toBe(200);
    const started = performance.now();
    await expect.poll(() => themeSeenByOther(admin.shop.slug), { timeout: 1_000, interval: 10 }).toBe(theme);
    return performance.now() - started;
  }

  it('an owner’s change through one instance reaches the other’s cache within a second', async () => {
    const admin = await signedInOwner(ctx);
    expect(await themeSeenByOther(admin.shop.slug)).toBe(admin.shop.theme);
    expect(await msUntilOtherSees(admin, 3)).toBeLessThan(1_000);
  });

  it('still does after the database cut the listening connection', async () => {
    const admin = await signedInOwner(ctx);
    expect(await themeSeenByOther(admin.shop.slug)).toBe(admin.shop.theme);
    const listeners = async () =>
      rowsOf<{ pid: number }>(
        await ctx.db.execute(
          sql`select pid from pg_stat_activity where datname = current_database() and query = 'listen haat_shop_changed'`,
        ),
      ).map((row) => row.pid);
    const cut = await listeners();
    expect(cut).toHaveLength(2);
    const pids = sql.join(
      cut.map((pid) => sql`${pid}`),
      sql`, `,
    );
    await ctx.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in (${pids})`);
    // Reconnected within a second or so (new connections: a cut one may still be listed while it exits); meanwhile a
    // missed change is covered by forgetting every cached shop.
    await expect
      .poll(async () => (await listeners()).filter((pid) => !cut.includes(pid)).length, {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(2);
    expect(await msUntilOtherSees(admin, 2)).toBeLessThan(1_000);
  });
});
