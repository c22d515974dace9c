/**
 * The restore drill of the embedded database: orders are placed, the database is backed up, the
 * data folder destroyed, the backup restored, and every acknowledged order is there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOrderingShop, orderBody } from '../../../test/order-fixtures.ts';
import { orders } from './schema.ts';
import { openPgliteDirectory } from './client.ts';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.ts';
import { DatabaseLockedError } from './pglite-lock.ts';
import { createOrder } from '../../modules/orders/place-order.ts';

/** Orders placed before the backup; every commit is synced to disk, which a busy machine makes slow. */
const ORDERS = 12;
const SLOW_DISK_TIMEOUT_MS = 120_000;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'haat-backup-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const orderCodes = async (dataDir: string) => {
  const handle = await openPgliteDirectory(dataDir);
  try {
    return (await handle.db.select({ code: orders.code }).from(orders).orderBy(asc(orders.id))).map((row) => row.code);
  } finally {
    await handle.close();
  }
};

describe('backup and restore of the embedded database', () => {
  it(
    'restores every acknowledged order after the data folder is destroyed',
    async () => {
      const dataDir = join(dir, 'data');
      const handle = await openPgliteDirectory(dataDir);
      await handle.migrate();
      const ctx = { db: handle.db } as Parameters<typeof createOrderingShop>[0];
      const target = await createOrderingShop(ctx, { products: [{ stock: 100 }] });
      for (let i = 0; i < ORDERS; i += 1) {
        const body = orderBody(target, [[target.products[0]!, 1]]) as Parameters<typeof createOrder>[1]['body'];
        await handle.db.transaction((tx) =>
          createOrder(tx, { shopId: target.shop.id, customerId: null, body, sms: null }),
        );
      }
      const acknowledged = (
        await handle.db.select({ code: orders.code }).from(orders).where(eq(orders.shopId, target.shop.id))
      ).map((row) => row.code);
      expect(acknowledged).toHaveLength(ORDERS);

      // The API still runs: backup and restore refuse to touch its folder.
      await expect(backupEmbedded(dataDir, join(dir, 'while-running.gz'))).rejects.toThrow(DatabaseLockedError);
      await handle.close();

      const file = join(dir, 'haat.backup.gz');
      const backup = await backupEmbedded(dataDir, file);
      expect(backup.orders).toBe(ORDERS);
      expect(backup.bytes).toBeGreaterThan(0);

      await rm(join(dataDir, 'pglite'), { recursive: true, force: true });
      const restored = await restoreEmbedded(dataDir, file);
      expect(restored).toEqual({ keptAside: null, orders: ORDERS });
      expect((await orderCodes(dataDir)).sort()).toEqual([...acknowledged].sort());

      // Restoring over a live folder keeps the old one aside.
      const again = await restoreEmbedded(dataDir, file, new Date('2026-11-24T10:00:00Z'));
      expect(again.keptAside).toBe(join(dataDir, 'pglite.before-restore-2026-11-24T10-00-00-000Z'));
      expect(existsSync(again.keptAside!)).toBe(true);
    },
    SLOW_DISK_TIMEOUT_MS,
  );

  it(
    'is a command: pnpm db:backup / db:restore, with a clear refusal for PostgreSQL',
    () => {
      const run = (args: string[], env: Record<string, string>) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/platform/db/backup-command.ts', ...args], {
          env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
          encoding: 'utf8',
        });
      const refused = run(['backup', join(dir, 'x.gz')], { DATABASE_URL: 'postgres://app@db/haat' });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('pg_dump');
      const missing = run(['backup', join(dir, 'x.gz')], { DATA_DIR: join(dir, 'nothing-here') });
      expect(missing.status).not.toBe(0);
      expect(missing.stderr).toContain('No embedded database');
    },
    SLOW_DISK_TIMEOUT_MS,
  );
});
