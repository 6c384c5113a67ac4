// The embedded database in a folder on disk, made to keep every acknowledged change through an OS crash or power cut.
//
// PGlite starts PostgreSQL with `-F` (fsync off): fine for a database in memory, not for the only copy of a yard's
// history. Turning fsync on is not enough by itself in this WebAssembly build: Emscripten's NODEFS has no `fsync`, so
// PostgreSQL's fsync() answers success without syncing anything, and its fdatasync() is a stub that never looks at the
// file system at all. So the file system below gives NODEFS an fsync that calls Node's (the real fsync(2)), and the
// WAL is synced with fsync() rather than fdatasync() (`wal_sync_method=fsync`).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<EmscriptenOptions['preRun']>[number]>[0];

/** The part of Emscripten's NODEFS this file touches (it is not in PGlite's types). */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  /** Runs a Node fs call, turning its error into the errno PostgreSQL sees (a failed fsync is a PANIC there). */
  tryFSOperation<T>(operation: () => T): T;
}

/** PGlite's defaults without `-F`, and the WAL synced by fsync(), the call that reaches the disk here. */
const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** PGlite's Node file system, with an fsync that reaches the disk. */
class SyncingNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncThroughNode] } };
  }
}

// Runs before PostgreSQL starts, on this PGlite's own Emscripten module (each instance has its own NODEFS).
function syncThroughNode(module: PostgresModule): void {
  const nodefs = module.NODEFS as unknown as NodeFsInternals;
  nodefs.stream_ops.fsync = (stream) => {
    nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
    return 0;
  };
}

export interface EmbeddedOnDisk {
  pglite: PGlite;
  /** Settles once the database takes queries and, for a new folder, everything in it is on disk. */
  ready: Promise<void>;
}

export interface EmbeddedOnDiskOptions extends Pick<PGliteOptions, 'parsers'> {
  /** Off gives PGlite's own fast, unsafe setting; only the benchmark that measures what fsync costs asks for it. */
  fsync?: boolean;
}

/** Opens (or makes) the embedded database in `dataDir`. */
export function openEmbeddedOnDisk(dataDir: string, options: EmbeddedOnDiskOptions = {}): EmbeddedOnDisk {
  const { fsync = true, ...pgliteOptions } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  const pglite = new PGlite({
    ...pgliteOptions,
    fs: fsync ? new SyncingNodeFS(dataDir) : new NodeFS(dataDir),
    ...(fsync ? { startParams: [...DURABLE_START_PARAMS] } : {}),
  });
  // PGlite makes a new cluster in memory and unpacks it into the folder without a sync, and PostgreSQL later syncs
  // only the files it writes itself: sync the lot once, as initdb does, before the first change is acknowledged.
  const ready = fsync && isNew ? pglite.waitReady.then(() => syncFolderTree(dataDir)) : pglite.waitReady;
  return { pglite, ready };
}

/** fsync(2) on every file and folder under `dir`, children before parents, then on the folder that holds `dir`. */
function syncFolderTree(dir: string): void {
  syncTree(dir);
  syncPath(path.dirname(dir));
}

function syncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(child);
    else if (entry.isFile()) syncPath(child);
  }
  syncPath(dir);
}

function syncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
