/**
 * Backups that restore: a PostgreSQL cluster archiving its WAL takes orders from a real API process; while
 * they keep coming, deploy/backup/pg-backup.sh (logical) and pg-base-backup.sh (physical) run. Then the
 * database is destroyed (server stopped, data folder deleted) and restored twice, each on a new cluster:
 * - from the logical dump (pg-restore.sh): every order acknowledged before the dump started is there;
 * - point in time from the base backup and the WAL archive (pitr-restore.sh): every acknowledged order,
 *   also those after the backup, is there exactly once with its lines, and stock + sold = initial.
 */
import { execFile } from 'node:child_process';
import { chown, cp, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/platform/db/client.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { BACKUP_SOURCE, backupScripts, type BackupScripts } from './support/backup-scripts.ts';
import {
  checkOrders,
  OrderLedger,
  runOrderStream,
  seedOrderingWorld,
  type OrderingWorld,
} from './support/order-ledger.ts';
import { ms, reportDrill } from './support/report.ts';
import {
  createThrowawayPostgres,
  throwawayPostgresUnavailable,
  type ThrowawayPostgres,
} from './support/throwaway-postgres.ts';

const run = promisify(execFile);
const missing = throwawayPostgresUnavailable();
if (missing && process.env.CI === 'true') throw new Error(`restore drill cannot run in CI: ${missing}`);

let scripts: BackupScripts | undefined;

/** Runs one of deploy/backup's scripts from a copy the server's user may read (support/backup-scripts.ts). */
async function script(name: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  scripts ??= await backupScripts();
  return scripts.run(name, args, env);
}

const databaseOn = (cluster: ThrowawayPostgres) => cluster.url.replace(/\/postgres$/u, '/haat');

async function orderCodes(url: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string; n: number }>(
      'select code, count(*)::int as n from orders group by code',
    );
    return new Map(rows.map((row) => [row.code, row.n]));
  } finally {
    await client.end();
  }
}

describe.skipIf(missing !== null)(
  `backup and restore under order load${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    const clusters: ThrowawayPostgres[] = [];
    let api: ApiProcess | undefined;
    let restored: DatabaseHandle | undefined;
    let vault: string | undefined;
    afterAll(async () => {
      await api?.stop();
      await restored?.close();
      for (const cluster of clusters) await cluster.destroy();
      if (vault) await rm(vault, { recursive: true, force: true });
      await scripts?.remove();
    });

    /** A new folder the server's user may write. */
    async function writableFolder(prefix: string): Promise<string> {
      const folder = await mkdtemp(join(tmpdir(), prefix));
      if (process.getuid?.() === 0) {
        const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
        const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
        await chown(folder, uid, gid);
      }
      return folder;
    }

    it('runs the scripts of a clone the postgres user cannot enter (root’s home, a mktemp -d folder: mode 700)', async () => {
      const clone = await mkdtemp(join(tmpdir(), 'haat-clone-'));
      try {
        const cloned = join(clone, 'deploy', 'backup');
        await mkdir(cloned, { recursive: true });
        await cp(BACKUP_SOURCE, cloned, { recursive: true });
        expect((await stat(clone)).mode & 0o777).toBe(0o700);
        if (process.getuid?.() === 0) {
          // Straight from the clone, the server's user is refused ("Permission denied"): what broke `npm test`.
          await expect(run('runuser', ['-u', 'postgres', '--', 'bash', join(cloned, 'pg-backup.sh')])).rejects.toThrow(
            /Permission denied/u,
          );
        }
        // From the copy the drills run, the script itself answers (its usage: no DATABASE_URL given).
        const fromCopy = await backupScripts(cloned);
        try {
          await expect(fromCopy.run('pg-backup.sh', [])).rejects.toThrow(/usage: DATABASE_URL/u);
        } finally {
          await fromCopy.remove();
        }
      } finally {
        await rm(clone, { recursive: true, force: true });
      }
    });

    it('the backup schedule fires every period, keeps the newest dumps, and its restore check passes', async () => {
      const cluster = await createThrowawayPostgres();
      clusters.push(cluster);
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query('create database haat');
      await admin.end();
      const migrating = openPostgres(databaseOn(cluster), { poolMax: 2 });
      try {
        await migrating.migrate();
        await seedOrderingWorld(migrating.db, [10]);
      } finally {
        await migrating.close();
      }
      const folder = await writableFolder('haat-drill-schedule-');
      try {
        scripts ??= await backupScripts();
        const started = performance.now();
        const last = await scripts.run('backup-schedule.sh', [folder], {
          DATABASE_URL: databaseOn(cluster),
          BACKUP_INTERVAL_SECONDS: '1',
          BACKUP_ROUNDS: '2',
          BACKUP_KEEP_DUMPS: '1',
        });
        const round = JSON.parse(last) as { round: number; dumps_kept: number; restore_check: string };
        expect(round).toMatchObject({ round: 2, dumps_kept: 1, restore_check: 'passed' });
        const dumps = (await readdir(join(folder, 'dumps'))).filter((name) => name.endsWith('.dump'));
        expect(dumps).toHaveLength(1);
        reportDrill('backup-schedule', {
          rounds: round.round,
          dumps_kept: dumps.length,
          total_ms: ms(performance.now() - started),
        });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    }, 300_000);

    it('restores every acknowledged order from the dump (those before it) and from base backup + WAL (all)', async () => {
      // The archive and the backups live outside the cluster, as they would on another disk or in a bucket.
      vault = await mkdtemp(join(tmpdir(), 'haat-drill-vault-'));
      const archive = join(vault, 'wal-archive');
      const backups = join(vault, 'backups');
      for (const folder of [vault, archive, backups]) {
        await mkdir(folder, { recursive: true });
        if (process.getuid?.() === 0) {
          const uid = Number((await run('id', ['-u', 'postgres'])).stdout);
          const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
          await chown(folder, uid, gid);
        }
      }
      const primary = await createThrowawayPostgres({
        settings: {
          wal_level: 'replica',
          archive_mode: 'on',
          archive_command: `cp %p ${archive}/%f`,
          archive_timeout: '1',
        },
      });
      clusters.push(primary);
      const admin = new pg.Client({ connectionString: primary.url });
      await admin.connect();
      await admin.query('create database haat');
      await admin.end();
      const url = databaseOn(primary);

      api = await startApiProcess({ env: { DATABASE_URL: url, DATA_DIR: primary.dir } });
      const seeding = openPostgres(url, { poolMax: 2 });
      let world: OrderingWorld;
      try {
        world = await seedOrderingWorld(seeding.db, [1_000_000, 1_000_000, 1_000_000]);
      } finally {
        await seeding.close();
      }

      const ledger = new OrderLedger();
      let stopping = false;
      const stream = runOrderStream({
        baseUrl: api.url,
        world,
        ledger,
        clients: 6,
        stop: () => stopping,
        endOnNoAnswer: false,
        pauseAfterErrorMs: 100,
      });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const dumpStarted = performance.now();
      const dump = await script('pg-backup.sh', [backups], { DATABASE_URL: url });
      const dumpMs = performance.now() - dumpStarted;
      const baseStarted = performance.now();
      const base = await script('pg-base-backup.sh', [backups], { DATABASE_URL: url });
      const baseMs = performance.now() - baseStarted;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      stopping = true;
      await stream;
      await api.stop();
      api = undefined;

      // Every acknowledged order's WAL is archived before the disaster: switch to a new segment and wait.
      const last = new pg.Client({ connectionString: url });
      await last.connect();
      const { rows } = await last.query<{ segment: string }>('select pg_walfile_name(pg_switch_wal()) as segment');
      const segment = rows[0]!.segment;
      for (let waited = 0; ; waited += 100) {
        const archived = await last.query<{ last: string | null }>(
          'select last_archived_wal as last from pg_stat_archiver',
        );
        if ((archived.rows[0]?.last ?? '') >= segment) break;
        if (waited > 20_000) throw new Error(`WAL segment ${segment} was not archived within 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await last.end();

      // The disaster: the server dies and its data folder is gone.
      await primary.stop('immediate');
      await rm(primary.dataDir, { recursive: true, force: true });

      const confirmed = ledger.confirmed();
      const firstAck = (key: string) =>
        ledger.attempts.get(key)!.answers.find((answer) => answer.kind === 'answer' && answer.code !== undefined)!.at;
      const beforeDump = [...confirmed].filter(([key]) => firstAck(key) < dumpStarted).map(([, code]) => code);
      expect(confirmed.size).toBeGreaterThan(20);
      expect(beforeDump.length).toBeGreaterThan(0);
      expect(beforeDump.length).toBeLessThan(confirmed.size);

      // (a) The logical dump, into a new cluster.
      const logicalStarted = performance.now();
      const logical = await createThrowawayPostgres();
      clusters.push(logical);
      const target = new pg.Client({ connectionString: logical.url });
      await target.connect();
      await target.query('create database haat');
      await target.end();
      await script('pg-restore.sh', [dump], { DATABASE_URL: databaseOn(logical) });
      const logicalMs = performance.now() - logicalStarted;
      const fromDump = await orderCodes(databaseOn(logical));
      expect(beforeDump.filter((code) => fromDump.get(code) !== 1)).toEqual([]);
      // The restore refuses to overwrite a database that has tables.
      await expect(script('pg-restore.sh', [dump], { DATABASE_URL: databaseOn(logical) })).rejects.toThrow(
        /already has/u,
      );

      // (b) Point in time: the base backup and the archive, into a new cluster, replayed to the end.
      const pitrStarted = performance.now();
      const recovered = await createThrowawayPostgres({
        prepare: async (dataDir) => {
          await script('pitr-restore.sh', [base, archive, dataDir]);
        },
      });
      clusters.push(recovered);
      restored = openPostgres(databaseOn(recovered), { poolMax: 2 });
      for (let waited = 0; ; waited += 100) {
        const state = (await restored.db.execute(sql`select pg_is_in_recovery() as recovering`).catch(() => null)) as {
          rows: { recovering: boolean }[];
        } | null;
        if (state?.rows[0]?.recovering === false) break;
        if (waited > 60_000) throw new Error('the restored cluster was still recovering after 60 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const pitrMs = performance.now() - pitrStarted;
      const check = await checkOrders(restored.db, world, ledger);
      expect(check.failures).toEqual([]);
      expect(check.orders).toBeGreaterThanOrEqual(confirmed.size);

      reportDrill('restore', {
        orders_acknowledged: confirmed.size,
        acknowledged_before_dump: beforeDump.length,
        answers: ledger.tally(),
        dump_ms: ms(dumpMs),
        base_backup_ms: ms(baseMs),
        logical_restore_ms: ms(logicalMs),
        orders_in_dump: fromDump.size,
        pitr_restore_ms: ms(pitrMs),
        orders_after_pitr: check.orders,
      });
    }, 240_000);
  },
);
