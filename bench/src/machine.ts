/** The machine and the versions a run measured with (results.json `machine` and `versions`). */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { benchDir } from './paths.ts';
import { postgresVersion } from './postgres.ts';

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryBytes: number;
  os: string;
  kernel: string;
  arch: string;
  /** 1, 5 and 15 minute load averages when the run started (the machine is shared: read figures with it). */
  loadAverageAtStart: number[];
}

export interface Versions {
  node: string;
  postgres: string | null;
  pglite: string;
  /** The PostgreSQL inside PGlite. */
  pglitePostgres: string;
  chromium: string | null;
  autocannon: string;
  lighthouse: string;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?$/mu.exec(release)?.[1] ?? os.type();
  } catch {
    return os.type();
  }
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryBytes: os.totalmem(),
    os: osName(),
    kernel: os.release(),
    arch: os.arch(),
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

const packageVersion = (name: string) =>
  (JSON.parse(readFileSync(join(benchDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

async function chromiumVersion(chromePath: string): Promise<string | null> {
  try {
    const { stdout } = await promisify(execFile)(chromePath, ['--version'], { timeout: 20_000 });
    return stdout.trim();
  } catch {
    return null;
  }
}

async function pglitePostgresVersion(): Promise<string> {
  const db = await PGlite.create();
  try {
    const { rows } = await db.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await db.close();
  }
}

export async function versions(postgresUrl: string, chromePath: string): Promise<Versions> {
  const [postgres, pglitePostgres, chromium] = await Promise.all([
    postgresVersion(postgresUrl),
    pglitePostgresVersion(),
    chromiumVersion(chromePath),
  ]);
  return {
    node: process.version,
    postgres: 'version' in postgres ? postgres.version : null,
    pglite: packageVersion('@electric-sql/pglite'),
    pglitePostgres,
    chromium,
    autocannon: packageVersion('autocannon'),
    lighthouse: packageVersion('lighthouse'),
  };
}
