/**
 * PGlite on disk that keeps what it acknowledged. PGlite starts PostgreSQL with `-F` (fsync off), and
 * the Emscripten file system it mounts on a folder (NODEFS) has no fsync at all, while its fdatasync is
 * a no-op: a committed order could sit in the page cache when the power goes. Here PostgreSQL runs with
 * fsync on and `wal_sync_method=fsync`, and NODEFS's fsync is Node's `fs.fsyncSync` on the real file.
 * In-memory databases (tests) have nothing to sync and keep PGlite's defaults.
 */
import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } } };

/** A folder-backed file system whose fsync reaches the disk (`sync` is injectable for tests). */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (module: EmscriptenModule) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          this.sync(stream.nfd);
          return 0;
        };
      },
    ];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

/** PGlite's start parameters with fsync on and WAL flushed through fsync (fdatasync does nothing in PGlite). */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];
