/**
 * The tenant isolation matrix: every entry of the endpoint table that holds a shop's records is attacked from another
 * tenant (tenant-matrix.ts): with shop A's token aimed at shop B, with A's token and B's record ids (or, for customer
 * entries, another customer's), with the other kind of token, and A's public calls with B's records. Each attack must
 * be refused (401/403/404) and leave every table exactly as it was.
 *
 * The entries come from @haat/api-contract's table (routes.test.ts checks the app serves exactly it): MATRIX's type
 * asks for every entry, and endpoint-coverage.test.ts checks it at run time, so a new endpoint cannot ship without
 * saying how it is confined.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/platform/db/schema.ts';
import { rowsOf } from '../src/platform/db/types.ts';
import { createTestContext, type TestContext } from './context.ts';
import { unreachableRateLimits } from './rate-limits.ts';
import { namedRoutes, type NamedRoute } from './endpoint-names.ts';
import { createWorld, MATRIX, type Entry, type World } from './tenant-matrix.ts';

// ---- the route table and the database snapshot -------------------------------------------------

/** The entries with attacks, with the method and path the app serves them at. */
function attackedEntries(): (NamedRoute & { entry: Entry })[] {
  return namedRoutes().flatMap((route) => {
    const entry = MATRIX[route.name];
    return typeof entry === 'function' ? [{ ...route, entry }] : [];
  });
}

/**
 * Every table but the rate-limit counters and the SMS budgets' daily counts: counting a refused attempt is what a
 * refusal must do, and a code sent to a number's own phone (the same answer for every number, decision 191) spends
 * that number's budget; nor the used proofs of work, which each accepted code request records (decision 192).
 */
const COUNTERS: unknown[] = [schema.rateLimitCounters, schema.smsDailyCounts, schema.usedPowChallenges];
const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable) && !COUNTERS.includes(value))
  .map((table) => getTableConfig(table).name)
  .sort();

/** Each table's row count and a checksum of every row: any insert, update or delete shows. */
async function snapshot(ctx: TestContext): Promise<Record<string, string>> {
  const parts = TABLES.map(
    (name) =>
      sql`select ${name}::text as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as state from ${sql.identifier(name)} t`,
  );
  const rows = rowsOf<{ name: string; state: string }>(await ctx.db.execute(sql.join(parts, sql` union all `)));
  return Object.fromEntries(rows.map((row) => [row.name, row.state]));
}

function fillPath(path: string, params: Record<string, number | string> = {}): string {
  return path.replace(/:([a-z_]+)/gu, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return String(value);
  });
}

// ---- the test ----------------------------------------------------------------------------------

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { rateLimits: unreachableRateLimits() } });
  world = await createWorld(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('tenant isolation matrix', () => {
  it('attacks every admin and customer entry that needs a token (the others say why they need none)', () => {
    const unattacked = namedRoutes()
      .filter(({ endpoint }) => endpoint.access === 'admin' || endpoint.access === 'customer')
      .map(({ name }) => name)
      .filter((name) => typeof MATRIX[name] !== 'function');
    expect(unattacked).toEqual([]);
  });

  // Two snapshots of every table per attack, some 190 attacks: beyond the default timeout on a busy machine.
  it('refuses every attack on every route and changes no row', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    let attacks = 0;
    for (const route of attackedEntries()) {
      for (const attack of route.entry(world)) {
        attacks += 1;
        const before = await snapshot(ctx);
        const res = await ctx.request(route.method, fillPath(route.path, attack.params), {
          ...(attack.token ? { token: attack.token } : {}),
          query: attack.query ?? {},
          body: attack.body?.(),
        });
        const after = await snapshot(ctx);
        const changed = TABLES.filter((table) => before[table] !== after[table]);
        const where = `${route.name} [${attack.label}]`;
        if (!attack.expect.includes(res.status))
          failures.push(`${where}: answered ${res.status} ${res.text.slice(0, 160)}`);
        if (changed.length > 0) failures.push(`${where}: changed ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(attacks).toBeGreaterThan(100);
  });

  it("never lists shop B's rows to shop A's admin", async () => {
    const readAs = (path: string) =>
      ctx.request('GET', `/api/admin/v3${path}`, { token: world.a.adminToken, query: { shop_id: world.a.shop.id } });
    const b = world.b;
    const lists = {
      '/delivery-packages': b.deliveryPackageId,
      '/categories': b.categoryId,
      '/products': b.productId,
      '/orders': b.orderId,
      '/discounts': b.discountId,
    };
    for (const [path, victimId] of Object.entries(lists)) {
      const res = await readAs(path);
      expect(res.status, path).toBe(200);
      const data = res.body.data as { id: number }[] | { data: { id: number }[] };
      const ids = (Array.isArray(data) ? data : data.data).map((row) => row.id);
      expect(ids.length, path).toBeGreaterThan(0);
      expect(ids, path).not.toContain(victimId);
    }
    const threads = await readAs('/messages');
    expect((threads.body.data as { customer: { id: number } }[]).map((thread) => thread.customer.id)).not.toContain(
      b.customerId,
    );
  });
});
